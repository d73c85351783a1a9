import { useIntl } from 'react-intl';
import type { Operation } from '@/api/generated/model';
import { Link } from '@/components/ui/link/link';
import { TipLink } from '@/components/ui/tip-feedback/tip-link';
import { OPERATIONS_PATH, operationPath } from '@/lib/routes';
import { cabinetMessages } from '../messages';
import styles from './dashboard.module.css';
import { DashboardSection } from './dashboard-section';

/** The newest tips, each a link to its operation: amount, when, and what the guest said. */
export function LatestTipsSection({
  tips,
  currency,
}: {
  tips: readonly Operation[];
  currency: string | undefined;
}) {
  const intl = useIntl();
  return (
    <DashboardSection id="home-latest" title={cabinetMessages.latestTips}>
      <ul className={styles.list}>
        {tips.map((tip) => (
          <li key={tip.uuid}>
            <TipLink tip={tip} to={operationPath(tip.uuid)} currency={currency} />
          </li>
        ))}
      </ul>
      <Link to={OPERATIONS_PATH}>{intl.formatMessage(cabinetMessages.allHistory)}</Link>
    </DashboardSection>
  );
}
