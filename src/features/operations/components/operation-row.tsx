import { memo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Operation } from '@/api/generated/model';
import { Link } from '@/components/ui/link/link';
import { Money } from '@/components/ui/money/money';
import { operationsMessages, operationValueMessages } from '../messages';
import { emojiOf, jobPositionText, memberText, qrCodeText } from '../lib/operation-text';
import { roundedPercent } from '../lib/percent';
import { operationPath } from '@/lib/routes';
import { RatingStars } from './rating-stars';
import styles from './operation-row.module.css';

/** The amount, or the mark that it is hidden (amountExists false). */
export function OperationAmount({
  operation,
  currency,
}: {
  operation: Operation;
  currency: string | undefined;
}) {
  const intl = useIntl();
  if (!operation.amountExists)
    return (
      <span className={styles.hidden}>{intl.formatMessage(operationsMessages.amountHidden)}</span>
    );
  return (
    <span className={styles.amount}>
      {currency ? (
        <Money amountMinor={operation.amount} currency={currency} />
      ) : (
        intl.formatNumber(operation.amount / 100)
      )}
    </span>
  );
}

/** "10 % of the bill", for a tip paid as a percent (rounded, spec section 9). */
export function PercentOfBill({ percentAmount }: { percentAmount: number }) {
  const intl = useIntl();
  const percent = intl.formatNumber(roundedPercent(percentAmount) / 100, { style: 'percent' });
  return (
    <span className={styles.percent}>
      {intl.formatMessage(operationValueMessages.percentOfBill, { percent })}
    </span>
  );
}

const timeFormats = new WeakMap<IntlShape, Intl.DateTimeFormat>();

/**
 * A row's time ("14:05"), made once for each language and time zone: intl.formatTime looks its
 * formatter up by its options turned into a key on every call, which a scroll does for each row.
 */
function timeFormatOf(intl: IntlShape): Intl.DateTimeFormat {
  let format = timeFormats.get(intl);
  if (!format) {
    format = intl.formatters.getDateTimeFormat(intl.locale, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: intl.timeZone,
    });
    timeFormats.set(intl, format);
  }
  return format;
}

export interface OperationRowProps {
  operation: Operation;
  currency: string | undefined;
  /** The team whose history this is (the operation then opens from it). */
  team: string | null;
  /** Place in the history, for assistive technology (the list shows only part of it). */
  position: number;
  total: number | undefined;
}

/**
 * One tip in the history: amount (or "hidden") and time, which open it; the percent of the
 * bill, rating, emoji and message; where it came from: QR code (or "deleted"), team, member
 * (or "removed"), table and job position, as text. The team's and member's photos are in the
 * operation's own page, not here: a fling brings some 90 rows a second, and on a slow phone
 * every image a row adds is a request, a decode and a paint it cannot afford (issue 29).
 * Memoised: the virtual list renders on every scroll frame, and only the rows coming into
 * view need drawing (its props are the loaded operation itself and plain values).
 */
export const OperationRow = memo(function OperationRow({
  operation,
  currency,
  team,
  position,
  total,
}: OperationRowProps) {
  const intl = useIntl();
  const emoji = emojiOf(intl, operation);
  const member = memberText(intl, operation);
  const qrCode = qrCodeText(intl, operation);
  const jobPosition = jobPositionText(intl, operation);
  return (
    <article
      className={styles.row}
      aria-posinset={position + 1}
      aria-setsize={total ?? -1}
      aria-labelledby={`operation-${operation.uuid}`}
    >
      <Link
        id={`operation-${operation.uuid}`}
        className={styles.open}
        to={operationPath(operation.uuid, team)}
      >
        <OperationAmount operation={operation} currency={currency} />
        <time className={styles.time} dateTime={operation.date}>
          {timeFormatOf(intl).format(new Date(operation.date))}
        </time>
      </Link>
      {operation.percentAmount !== undefined || operation.rating || emoji.shown ? (
        <div className={styles.feedback}>
          {operation.percentAmount !== undefined ? (
            <PercentOfBill percentAmount={operation.percentAmount} />
          ) : null}
          {operation.rating ? <RatingStars rating={operation.rating} /> : null}
          {emoji.shown ? (
            <span className={styles.emoji} role="img" aria-label={emoji.spoken}>
              {emoji.shown}
            </span>
          ) : null}
        </div>
      ) : null}
      {operation.message ? <p className={styles.message}>{operation.message}</p> : null}
      <p className={styles.where}>
        {qrCode ? (
          <span className={operation.qrCodeDeleted ? styles.gone : undefined}>{qrCode}</span>
        ) : null}
        {operation.teamTitle ? <span>{operation.teamTitle}</span> : null}
        {/* In one's own history the member is oneself: named only when they left the team. */}
        {member && (team || operation.memberDeleted) ? (
          <span className={operation.memberDeleted ? styles.gone : undefined}>{member}</span>
        ) : null}
        {operation.table ? (
          <span>
            {intl.formatMessage(operationValueMessages.table, { table: operation.table })}
          </span>
        ) : null}
        {jobPosition ? <span>{jobPosition}</span> : null}
      </p>
    </article>
  );
});
