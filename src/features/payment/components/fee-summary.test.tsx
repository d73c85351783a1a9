import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enPayment from '@/locales/en/payment.json';
import enUi from '@/locales/en/ui.json';
import type { FeeState } from '../api/payment-fee';
import { FeeSummary } from './fee-summary';

const messages = { ...enUi, ...enPayment };
const retry = vi.fn();
const feeOf = (status: FeeState['status'], feeAmount: number | null = null): FeeState => ({
  status,
  feeAmount,
  retry,
});

function renderSummary(props: Partial<ComponentProps<typeof FeeSummary>>) {
  render(
    <IntlProvider locale="en" messages={messages}>
      <FeeSummary
        amount={5}
        fee={feeOf('loading')}
        payFee
        onPayFeeChange={() => {}}
        formatMoney={(major) => `₸${major.toFixed(2)}`}
        recipient="Anna Ivanova"
        {...props}
      />
    </IntlProvider>,
  );
  return screen.getByTestId('tip-total');
}

describe('FeeSummary', () => {
  it('holds the place of the fee and the total while the fee is on its way', () => {
    const total = renderSummary({ fee: feeOf('loading') });
    expect(total).toHaveTextContent(/^$/);
    expect(total.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the total with the fee once it is known', () => {
    expect(renderSummary({ fee: feeOf('known', 15) })).toHaveTextContent('₸5.15');
  });

  it('after a failed fee request shows no total, says why and asks again on request', async () => {
    const total = renderSummary({ fee: feeOf('failed') });
    expect(total).toHaveTextContent('—');
    expect(screen.getByRole('alert')).toHaveTextContent(/service fee could not be calculated/);
    await userEvent.click(screen.getByRole('button', { name: 'Calculate again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows the tip alone as the total when the recipient pays the fee, whatever its state', () => {
    expect(renderSummary({ fee: feeOf('failed'), payFee: false })).toHaveTextContent('₸5.00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('what the recipient gets, read with the total', () => {
    const receives = () => screen.getByTestId('tip-receives');

    it('the whole tip when the visitor covers the fee, before the fee is even known', () => {
      renderSummary({ fee: feeOf('loading'), payFee: true });
      expect(receives()).toHaveTextContent('Anna Ivanova receives ₸5.00 in full');
      expect(receives().closest('[aria-live="polite"]')).toContainElement(
        screen.getByTestId('tip-total'),
      );
    });

    it('the tip less the fee when the recipient pays it', () => {
      renderSummary({ fee: feeOf('known', 15), payFee: false });
      expect(receives()).toHaveTextContent(
        'Anna Ivanova receives ₸4.85 after the ₸0.15 service fee',
      );
    });

    it('keeps its place with a placeholder while that fee is on its way', () => {
      renderSummary({ fee: feeOf('loading'), payFee: false });
      expect(receives()).toHaveTextContent(/^$/);
      expect(receives().querySelector('[aria-hidden="true"]')).not.toBeNull();
    });

    it('is empty while there is no amount', () => {
      renderSummary({ amount: null, fee: feeOf('none'), payFee: false });
      expect(receives()).toBeEmptyDOMElement();
    });
  });
});
