import { useIntl } from 'react-intl';
import type { Operation } from '@/api/generated/model';
import { Link } from '../link/link';
import { useFormatMinorUnits } from '../money/use-format-minor-units';
import { TipFeedback } from './tip-feedback';
import styles from './tip-feedback.module.css';

export interface TipLinkProps {
  tip: Operation;
  /** The operation's page. */
  to: string;
  /** The settings' currency. */
  currency: string | undefined;
  /** Show the year beside the day (lists that reach back further than this year). */
  withYear?: boolean;
}

/**
 * One received tip as a link to its operation: the amount (dots when hidden), when it came,
 * and what the guest said (TipFeedback).
 */
export function TipLink({ tip, to, currency, withYear = false }: TipLinkProps) {
  const intl = useIntl();
  const money = useFormatMinorUnits(currency);
  return (
    <Link className={styles.tip} to={to}>
      <span className={styles.head}>
        <strong>{tip.amountExists ? money(tip.amount) : '•••'}</strong>
        <time className={styles.time} dateTime={tip.date}>
          {intl.formatDate(tip.date, {
            day: 'numeric',
            month: 'short',
            ...(withYear ? { year: 'numeric' } : {}),
            hour: '2-digit',
            minute: '2-digit',
          })}
        </time>
      </span>
      <TipFeedback rating={tip.rating} emoji={tip.emoji} message={tip.message} />
    </Link>
  );
}
