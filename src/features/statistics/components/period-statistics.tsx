import { useIntl } from 'react-intl';
import { useAppSettings } from '@/api/app-settings';
import type { StatisticPeriod, TeamStatisticSortType } from '@/api/generated/model';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { toMajorUnits, useFormatMoney } from '@/lib/money';
import { isTeamNotFound, useAverageBill, useReceipts, type Receipts } from '../api/statistics';
import { calendarDate } from '../lib/periods';
import type { DayRange } from '../lib/summary-range';
import { statisticsMessages } from '../messages';
import { MemberRanking } from './member-ranking';
import { PeriodChart } from './period-chart';
import { PeriodSummary } from './period-summary';
import styles from './statistics.module.css';
import { QR_CODES_PATH } from '@/lib/routes';

export interface PeriodStatisticsProps {
  /** A team's statistics, or null for the person's own. */
  teamUuid: string | null;
  period: StatisticPeriod;
  sort: TeamStatisticSortType;
  onSortChange: (sort: TeamStatisticSortType) => void;
  /** Days the person chose for the summary (the chart's days without). */
  range: DayRange | null;
  onRangeChange: (range: DayRange | null) => void;
}

/** The period's content: the totals, the receipts and average charts, and a team's members. */
export function PeriodStatistics({
  teamUuid,
  period,
  sort,
  onSortChange,
  range,
  onRangeChange,
}: PeriodStatisticsProps) {
  const currency = useAppSettings().data?.currencyCode;
  const receipts = useReceipts(teamUuid, period);
  const average = useAverageBill(teamUuid, period);
  // Not one of the person's teams (an old link): said once, above, rather than again below.
  const teamMissing = isTeamNotFound(receipts.error);

  return (
    <div className={styles.page}>
      <AsyncContent
        query={receipts}
        loading={<ChartsLoading />}
        // Nothing at all, ever: a word instead of empty axes (a brand-new account or team).
        isEmpty={(data) => data.allPeriod === 0}
        empty={<NoTipsYet team={Boolean(teamUuid)} />}
      >
        {(data) => (
          <>
            <Totals receipts={data} currency={currency} />
            <PeriodSummary
              teamUuid={teamUuid}
              period={period}
              bars={data.bars}
              currency={currency}
              chosen={range}
              onChoose={onRangeChange}
            />
            <PeriodChart
              measure="receipts"
              period={period}
              entries={data.bars}
              currency={currency}
            />
            <AsyncContent query={average} loading={<ChartLoading />}>
              {(bars) => (
                <PeriodChart measure="average" period={period} entries={bars} currency={currency} />
              )}
            </AsyncContent>
          </>
        )}
      </AsyncContent>
      {teamUuid && !teamMissing ? (
        <MemberRanking
          teamUuid={teamUuid}
          period={period}
          sort={sort}
          onSortChange={onSortChange}
          currency={currency}
        />
      ) : null}
    </div>
  );
}

function Totals({ receipts, currency }: { receipts: Receipts; currency: string | undefined }) {
  const intl = useIntl();
  const money = useFormatMoney(currency);
  const amount = (minor: number) => money(toMajorUnits(minor));
  return (
    <dl className={styles.totals} aria-label={intl.formatMessage(statisticsMessages.summaryLabel)}>
      <div className={styles.total}>
        <dt>{intl.formatMessage(statisticsMessages.lastYear)}</dt>
        <dd>{amount(receipts.lastYear)}</dd>
      </div>
      <div className={styles.total}>
        <dt>{intl.formatMessage(statisticsMessages.allPeriod)}</dt>
        <dd>{amount(receipts.allPeriod)}</dd>
      </div>
      <div className={styles.total}>
        <dt>{intl.formatMessage(statisticsMessages.initialDate)}</dt>
        <dd>
          {intl.formatDate(calendarDate(receipts.initialDate), {
            timeZone: 'UTC',
            day: 'numeric',
            month: 'long',
            year: 'numeric',
          })}
        </dd>
      </div>
    </dl>
  );
}

function NoTipsYet({ team }: { team: boolean }) {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage(statisticsMessages.emptyTitle)}
      description={intl.formatMessage(
        team ? statisticsMessages.emptyTeam : statisticsMessages.emptyPersonal,
      )}
      action={
        team ? undefined : (
          <Link className={styles.action} to={QR_CODES_PATH}>
            {intl.formatMessage(statisticsMessages.emptyAction)}
          </Link>
        )
      }
    />
  );
}

/** A chart card's place while it loads: the same height, so nothing moves when it arrives. */
function ChartLoading() {
  return (
    <SkeletonGroup>
      <Skeleton shape="rect" height={CHART_CARD_HEIGHT} />
    </SkeletonGroup>
  );
}

function ChartsLoading() {
  return (
    <SkeletonGroup>
      <div className={styles.totals}>
        <Skeleton shape="rect" height={72} />
        <Skeleton shape="rect" height={72} />
        <Skeleton shape="rect" height={72} />
      </div>
      <Skeleton shape="rect" height={CHART_CARD_HEIGHT} />
      <Skeleton shape="rect" height={CHART_CARD_HEIGHT} />
    </SkeletonGroup>
  );
}

/** Title, description and a 220px drawing in their card. */
const CHART_CARD_HEIGHT = 340;
