import { FormattedMessage, useIntl } from 'react-intl';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { toMajorUnits } from '../model/amount';
import { paymentMessages, paymentValueMessages } from '../messages';
import styles from './fee-summary.module.css';

interface FeeSummaryProps {
  /** Tip in major units, null when not chosen yet. */
  amount: number | null;
  /** Fee in minor units, null when unknown (no amount, or the fee request failed). */
  feeAmount: number | null;
  updating: boolean;
  payFee: boolean;
  onPayFeeChange: (payFee: boolean) => void;
  formatMoney: (major: number) => string;
  /** While the payment is being registered. */
  disabled?: boolean;
}

/**
 * Who pays the fee (the sender by default) and what will be charged. The three lines are always
 * there, with a dash while unknown, so the fee arriving never pushes the form down.
 */
export function FeeSummary({
  amount,
  feeAmount,
  updating,
  payFee,
  onPayFeeChange,
  formatMoney,
  disabled,
}: FeeSummaryProps) {
  const intl = useIntl();
  const fee = feeAmount === null ? null : toMajorUnits(feeAmount);
  const total = amount === null ? null : amount + (payFee && fee !== null ? fee : 0);
  const dash = '—';
  return (
    <div className={styles.summary}>
      <Checkbox
        label={
          fee === null
            ? intl.formatMessage(paymentMessages.payFee)
            : intl.formatMessage(paymentValueMessages.payFeeWithAmount, { fee: formatMoney(fee) })
        }
        checked={payFee}
        disabled={disabled}
        onChange={(event) => onPayFeeChange(event.target.checked)}
      />
      <dl className={styles.lines} aria-busy={updating} aria-live="polite">
        <div className={styles.line}>
          <dt>
            <FormattedMessage {...paymentMessages.tipLine} />
          </dt>
          <dd>{amount === null ? dash : formatMoney(amount)}</dd>
        </div>
        <div className={styles.line}>
          <dt>
            <FormattedMessage {...paymentMessages.feeLine} />
          </dt>
          <dd>{fee === null || !payFee ? dash : formatMoney(fee)}</dd>
        </div>
        <div className={`${styles.line} ${styles.total}`}>
          <dt>
            <FormattedMessage {...paymentMessages.total} />
          </dt>
          <dd data-testid="tip-total">{total === null ? dash : formatMoney(total)}</dd>
        </div>
      </dl>
    </div>
  );
}
