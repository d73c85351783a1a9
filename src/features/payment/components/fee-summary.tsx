import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { withoutBidiControls } from '@/lib/bidi';
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
  /** Who the tip is for, as the page's heading names them (a person or a team). */
  recipient: string;
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
 *
 * Under the total, what the recipient gets: in full when the visitor covers the fee, else the
 * tip less the fee. It is a second description of the total, so the list's one polite live
 * region reads it with the total (held while the fee is on its way: aria-busy), rather than a
 * region of its own announcing every keystroke. Its line always keeps two lines' room: empty
 * while there is no amount, or no fee to take off (it could not be had); a placeholder while
 * that fee is on its way.
 */
export function FeeSummary({
  amount,
  fee,
  payFee,
  onPayFeeChange,
  formatMoney,
  recipient,
  disabled,
}: FeeSummaryProps) {
  const intl = useIntl();
  const feeMajor = fee.feeAmount === null ? null : toMajorUnits(fee.feeAmount);
  const charge = amount === null ? null : chargeOf(toMinorUnits(amount), payFee, fee.feeAmount);
  const loading = fee.status === 'loading';
  const dash = '—';
  const placeholder = <Skeleton width="4em" />;
  const name = withoutBidiControls(recipient);
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
          <dd className={styles.receives} data-testid="tip-receives">
            {amount === null ? null : payFee || fee.feeAmount === 0 ? (
              intl.formatMessage(paymentValueMessages.receivesInFull, {
                name,
                amount: formatMoney(amount),
              })
            ) : loading ? (
              <Skeleton width="12em" />
            ) : fee.feeAmount === null ? null : (
              intl.formatMessage(paymentValueMessages.receivesAfterFee, {
                name,
                amount: formatMoney(toMajorUnits(toMinorUnits(amount) - fee.feeAmount)),
                fee: formatMoney(toMajorUnits(fee.feeAmount)),
              })
            )}
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
