import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { toMajorUnits, toMinorUnits } from '@/lib/money';
import type { FeeState } from '../api/payment-fee';
import { chargeOf } from '../lib/amount';
import { paymentMessages, paymentValueMessages } from '../messages';
import styles from './fee-summary.module.css';

interface FeeSummaryProps {
  /** Tip in major units, null when not chosen yet. */
  amount: number | null;
  fee: FeeState;
  payFee: boolean;
  onPayFeeChange: (payFee: boolean) => void;
  formatMoney: (major: number) => string;
  /** While the payment is being registered. */
  disabled?: boolean;
}

/**
 * Who pays the fee (the sender by default) and what will be charged: the same figure the pay
 * button names (model/amount.ts, chargeOf). The three lines are always there, so the fee
 * arriving never pushes the form down: a dash while there is nothing to know, and a
 * placeholder of fixed width while the fee is on its way, so the fee and the total appear in
 * place rather than moving (right-aligned text that grows would shift: CLS). A fee that could
 * not be had shows no total at all, says so and offers to ask again.
 */
export function FeeSummary({
  amount,
  fee,
  payFee,
  onPayFeeChange,
  formatMoney,
  disabled,
}: FeeSummaryProps) {
  const intl = useIntl();
  const feeMajor = fee.feeAmount === null ? null : toMajorUnits(fee.feeAmount);
  const charge = amount === null ? null : chargeOf(toMinorUnits(amount), payFee, fee.feeAmount);
  const loading = fee.status === 'loading';
  const dash = '—';
  const placeholder = <Skeleton width="4em" />;
  return (
    <div className={styles.summary}>
      <Checkbox
        label={
          feeMajor === null
            ? intl.formatMessage(paymentMessages.payFee)
            : intl.formatMessage(paymentValueMessages.payFeeWithAmount, {
                fee: formatMoney(feeMajor),
              })
        }
        checked={payFee}
        disabled={disabled}
        onChange={(event) => onPayFeeChange(event.target.checked)}
      />
      <dl className={styles.lines} aria-busy={loading} aria-live="polite">
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
          <dd>
            {!payFee
              ? dash
              : loading
                ? placeholder
                : feeMajor === null
                  ? dash
                  : formatMoney(feeMajor)}
          </dd>
        </div>
        <div className={`${styles.line} ${styles.total}`}>
          <dt>
            <FormattedMessage {...paymentMessages.total} />
          </dt>
          <dd data-testid="tip-total">
            {charge !== null
              ? formatMoney(toMajorUnits(charge))
              : amount !== null && loading
                ? placeholder
                : dash}
          </dd>
        </div>
      </dl>
      {payFee && fee.status === 'failed' && amount !== null ? (
        <div className={styles.failed} role="alert">
          <p>
            <FormattedMessage {...paymentMessages.feeFailed} />
          </p>
          <Button variant="secondary" size="sm" onClick={fee.retry} disabled={disabled}>
            <FormattedMessage {...paymentMessages.feeRetry} />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
