import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enPayment from '@/locales/en/payment.json';
import enUi from '@/locales/en/ui.json';
import { FeeSummary } from './fee-summary';

const messages = { ...enUi, ...enPayment };

function renderSummary(props: Partial<ComponentProps<typeof FeeSummary>>) {
  render(
    <IntlProvider locale="en" messages={messages}>
      <FeeSummary
        amount={5}
        feeAmount={null}
        updating={false}
        payFee
        onPayFeeChange={() => {}}
        formatMoney={(major) => `₸${major.toFixed(2)}`}
        {...props}
      />
    </IntlProvider>,
  );
  return screen.getByTestId('tip-total');
}

describe('FeeSummary', () => {
  it('holds the place of the fee and the total while the first fee is on its way', () => {
    const total = renderSummary({ updating: true });
    expect(total).toHaveTextContent(/^$/);
    expect(total.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the total with the fee once it is known', () => {
    expect(renderSummary({ feeAmount: 15 })).toHaveTextContent('₸5.15');
  });

  it('after a failed fee request shows the tip alone and a dash for the fee', () => {
    expect(renderSummary({ feeAmount: null, updating: false })).toHaveTextContent('₸5.00');
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
