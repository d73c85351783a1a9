import { FormattedMessage, useIntl } from 'react-intl';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { toMajorUnits } from '@/lib/money';
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
 * there, so the fee arriving never pushes the form down: a dash while there is nothing to
 * know, and a placeholder while the first fee is on its way, so the fee and the total appear
 * in place rather than moving (right-aligned text that grows would shift: CLS).
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
  const pending = updating && fee === null;
  const placeholder = <Skeleton width="4em" />;
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
          <dd>{!payFee ? dash : pending ? placeholder : fee === null ? dash : formatMoney(fee)}</dd>
        </div>
        <div className={`${styles.line} ${styles.total}`}>
          <dt>
            <FormattedMessage {...paymentMessages.total} />
          </dt>
          <dd data-testid="tip-total">
            {total === null ? dash : pending && payFee ? placeholder : formatMoney(total)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
