import { useIntl } from 'react-intl';
import type { Operation } from '@/api/generated/model';
import { Link } from '@/components/ui/link/link';
import { useFormatMinorUnits } from '@/components/ui/money/use-format-minor-units';
import { TipFeedback } from '@/components/ui/tip-feedback/tip-feedback';
import { OPERATIONS_PATH, operationPath } from '@/lib/routes';
import { cabinetMessages } from '../messages';
import styles from './dashboard.module.css';

/** The newest tips, each a link to its operation: amount, when, and what the guest said. */
export function LatestTipsSection({
  tips,
  currency,
}: {
  tips: readonly Operation[];
  currency: string | undefined;
}) {
  const intl = useIntl();
  const money = useFormatMinorUnits(currency);
  return (
    <section className={styles.section} aria-labelledby="home-latest">
      <h2 id="home-latest" className={styles.heading}>
        {intl.formatMessage(cabinetMessages.latestTips)}
      </h2>
      <ul className={styles.list}>
        {tips.map((tip) => (
          <li key={tip.uuid}>
            <Link className={styles.tip} to={operationPath(tip.uuid)}>
              <span className={styles.tipHead}>
                <strong>{tip.amountExists ? money(tip.amount) : '•••'}</strong>
                <time className={styles.muted} dateTime={tip.date}>
                  {intl.formatDate(tip.date, {
                    day: 'numeric',
                    month: 'short',
                    hour: '2-digit',
                    minute: '2-digit',
                  })}
                </time>
              </span>
              <TipFeedback rating={tip.rating} emoji={tip.emoji} message={tip.message} />
            </Link>
          </li>
        ))}
      </ul>
      <Link to={OPERATIONS_PATH}>{intl.formatMessage(cabinetMessages.allHistory)}</Link>
    </section>
  );
}
