import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test-utils';
import { Money } from './money';

const text = () => screen.getByTestId('money').textContent?.replace(/\s/g, ' ');

describe('Money', () => {
  it('divides minor units by 100 and shows kopecks only when present', () => {
    renderUi(
      <span data-testid="money">
        <Money amountMinor={150050} currency="RUB" />
      </span>,
    );
    expect(text()).toBe('1 500,50 ₽');
  });

  it('formats whole amounts without decimals, in the currency given', () => {
    renderUi(
      <span data-testid="money">
        <Money amountMinor={500000} currency="KZT" />
      </span>,
      { locale: 'en' },
    );
    expect(text()).toBe('₸5,000');
  });
});
