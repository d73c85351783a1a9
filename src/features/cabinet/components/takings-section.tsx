import { useIntl } from 'react-intl';
import type { PeriodTakings, Takings } from '@/api/generated/model';
import { useFormatMinorUnits } from '@/components/ui/money/use-format-minor-units';
import { takingsChange } from '../lib/takings-change';
import { cabinetMessages, cabinetValueMessages } from '../messages';
import styles from './dashboard.module.css';
import { DashboardSection } from './dashboard-section';

const PERIODS = [
  { key: 'today', period: 'day', label: cabinetMessages.today },
  { key: 'week', period: 'week', label: cabinetMessages.week },
  { key: 'month', period: 'month', label: cabinetMessages.month },
] as const;

/** Today, this week and this month: the sum, the number of tips, the change against the period before. */
export function TakingsSection({
  takings,
  currency,
}: {
  takings: Takings;
  currency: string | undefined;
}) {
  const intl = useIntl();
  const money = useFormatMinorUnits(currency);
  return (
    <DashboardSection id="home-takings" title={cabinetMessages.takings}>
      <dl className={styles.tiles}>
        {PERIODS.map(({ key, period, label }) => (
          <div key={key} className={styles.tile}>
            <dt className={styles.tileLabel}>{intl.formatMessage(label)}</dt>
            <dd className={styles.tileAmount}>{money(takings[key].amount)}</dd>
            <dd className={styles.muted}>
              {intl.formatMessage(cabinetValueMessages.tipCount, { count: takings[key].count })}
            </dd>
            <Change of={takings[key]} period={period} />
          </div>
        ))}
      </dl>
    </DashboardSection>
  );
}

function Change({ of, period }: { of: PeriodTakings; period: 'day' | 'week' | 'month' }) {
  const intl = useIntl();
  const change = takingsChange(of.amount, of.previousAmount);
  const percent =
    'ratio' in change
      ? intl.formatNumber(change.ratio, { style: 'percent', maximumFractionDigits: 0 })
      : '';
  return (
    <dd className={styles.change} data-kind={change.kind}>
      {change.kind === 'up' ? '▲ ' : change.kind === 'down' ? '▼ ' : null}
      {intl.formatMessage(cabinetValueMessages.change, { kind: change.kind, percent, period })}
    </dd>
  );
}
