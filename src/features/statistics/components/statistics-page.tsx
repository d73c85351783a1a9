import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { StatisticPeriod } from '@/api/generated/model';
import { useAddressTeam, useMyTeams } from '@/api/my-teams';
import { Link } from '@/components/ui/link/link';
import { AddressFallbackNotice } from '@/components/ui/notice/address-fallback-notice';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { Tabs } from '@/components/ui/tabs/tabs';
import { withoutParams } from '@/lib/address-params';
import { PERIODS } from '../lib/periods';
import { readView, withView, type StatisticsView } from '../lib/view';
import { statisticsMessages, statisticsValueMessages } from '../messages';
import { PeriodStatistics } from './period-statistics';
import styles from './statistics.module.css';

const PERIOD_NAMES = {
  DAY: statisticsMessages.periodDay,
  WEEK: statisticsMessages.periodWeek,
  MONTH: statisticsMessages.periodMonth,
} as const satisfies Record<StatisticPeriod, unknown>;

/**
 * /cabinet/statistics: the person's receipts and average tip by day, week or month, or one of
 * their teams' (`?team=<teamUuid>`, picked here or linked from the team's own screen) with its
 * members ranked. Every choice is kept in the address; whose statistics show is a row of links
 * (each a real address), the period a set of tabs. An address it cannot use (`?period=-1`, a
 * team that is not the person's) shows the defaults and says so.
 */
export function StatisticsPage() {
  const intl = useIntl();
  const [address, setParams] = useSearchParams();
  const read = readView(address);
  // A team that is not the person's shows their own statistics: nothing is asked about it.
  const addressTeam = useAddressTeam(read.view.team);
  const view = { ...read.view, team: addressTeam.team };
  const refused = addressTeam.refused ? [...read.refused, 'team'] : read.refused;
  // The next choice writes an address without what could not be used.
  const params = withoutParams(address, refused);
  const teams = useMyTeams().data?.list ?? [];
  const team = teams.find((each) => each.uuid === view.team);
  const change = (next: Partial<StatisticsView>) =>
    setParams(withView(params, next), { replace: true });

  return (
    <div className={styles.page}>
      <PageHeader
        title={intl.formatMessage(statisticsMessages.title)}
        description={
          team
            ? `${team.title} · ${intl.formatMessage(statisticsValueMessages.membersCount, { count: team.membersCount })}`
            : undefined
        }
      />
      {refused.length > 0 ? <AddressFallbackNotice /> : null}
      {teams.length > 0 ? (
        <nav aria-label={intl.formatMessage(statisticsMessages.scopeLabel)}>
          <ul className={styles.chips}>
            {[
              { uuid: null, title: intl.formatMessage(statisticsMessages.scopePersonal) },
              ...teams,
            ].map(({ uuid, title }) => (
              <li key={uuid ?? ''}>
                <Link
                  className={styles.chip}
                  to={{ search: `?${withView(params, { team: uuid }).toString()}` }}
                  aria-current={uuid === view.team ? 'page' : undefined}
                >
                  {title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Tabs
        label={intl.formatMessage(statisticsMessages.periodsLabel)}
        value={view.period}
        onChange={(period) => change({ period })}
        items={PERIODS.map((period) => ({
          value: period,
          label: intl.formatMessage(PERIOD_NAMES[period]),
          content: addressTeam.checking ? null : (
            <PeriodStatistics
              teamUuid={view.team}
              period={period}
              sort={view.sort}
              onSortChange={(sort) => change({ sort })}
              range={view.range}
              onRangeChange={(range) => change({ range })}
            />
          ),
        }))}
      />
    </div>
  );
}
