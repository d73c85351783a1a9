import { useQuery } from '@tanstack/react-query';
import type {
  AverageBillStatistic,
  ReceiptsStatistic,
  StatisticPeriod,
  TeamMemberStatisticList,
  TeamStatisticSortType,
  TeamTotalStatistic,
} from '@/api/generated/model';
import {
  getGetOperationAggregateQueryOptions,
  getGetTeamOperationAggregateQueryOptions,
} from '@/api/generated/operation/operation';
import {
  getGetClientAverageStatisticQueryOptions,
  getGetClientStatisticQueryOptions,
  getGetTeamClientStatisticQueryOptions,
  getGetTeamMemberStatisticQueryOptions,
  getGetTeamTotalStatisticQueryOptions,
} from '@/api/generated/statistic/statistic';
import { isApiError } from '@/api/api-error';
import { PERIOD_LIST } from '../lib/periods';
import type { DayRange } from '../lib/summary-range';

/*
 * The statistics calls, for the person (`teamUuid` null) or one of their teams. Each answer is
 * narrowed to the asked period's chart. Both variants of a chart are declared and only the
 * one in use is enabled (`xQueryOptions` gives both), so the screen reads one result whichever
 * it shows. Nothing here
 * writes; a paid tip shows on the next visit (queries are fetched again on mount).
 */

export interface Receipts {
  bars: ReceiptsStatistic['totalReceipts']['days'];
  /** Minor units: the 365 days up to today, and all time. */
  lastYear: number;
  allPeriod: number;
  /** First day with tips (yyyy-mm-dd); today for someone without any. */
  initialDate: string;
}

/** One selector per period, the same function every render, so TanStack Query keeps its result. */
const perPeriod = <T>(select: (period: StatisticPeriod) => T): Record<StatisticPeriod, T> => ({
  DAY: select('DAY'),
  WEEK: select('WEEK'),
  MONTH: select('MONTH'),
});

const receiptsOf = perPeriod(
  (period) =>
    ({ totalReceipts, initialDate }: ReceiptsStatistic): Receipts => ({
      bars: totalReceipts[PERIOD_LIST[period]],
      lastYear: totalReceipts.lastYear,
      allPeriod: totalReceipts.allPeriod,
      initialDate,
    }),
);

/** Tips received per day, week or month, with the year's and all time's sums (statistic/client). */
export function receiptsQueryOptions(teamUuid: string | null, period: StatisticPeriod) {
  const select = receiptsOf[period];
  return {
    personal: getGetClientStatisticQueryOptions(
      { type: period },
      { query: { enabled: !teamUuid, select } },
    ),
    team: getGetTeamClientStatisticQueryOptions(
      { type: period, teamUuid: teamUuid ?? '' },
      { query: { enabled: Boolean(teamUuid), select } },
    ),
  };
}

export function useReceipts(teamUuid: string | null, period: StatisticPeriod) {
  const options = receiptsQueryOptions(teamUuid, period);
  const personal = useQuery(options.personal);
  const team = useQuery(options.team);
  return teamUuid ? team : personal;
}

const averageOf = perPeriod(
  (period) =>
    ({ averageBill }: AverageBillStatistic | TeamTotalStatistic) =>
      averageBill[PERIOD_LIST[period]],
);

/**
 * The average tip per day, week or month: the person's from statistic/client/avg, a team's
 * from statistic/team/total (which holds every period at once, so switching periods of a team
 * asks nothing new).
 */
export function averageBillQueryOptions(teamUuid: string | null, period: StatisticPeriod) {
  const select = averageOf[period];
  return {
    personal: getGetClientAverageStatisticQueryOptions(
      { type: period },
      { query: { enabled: !teamUuid, select } },
    ),
    team: getGetTeamTotalStatisticQueryOptions(
      { teamUuid: teamUuid ?? '' },
      { query: { enabled: Boolean(teamUuid), select } },
    ),
  };
}

export function useAverageBill(teamUuid: string | null, period: StatisticPeriod) {
  const options = averageBillQueryOptions(teamUuid, period);
  const personal = useQuery(options.personal);
  const team = useQuery(options.team);
  return teamUuid ? team : personal;
}

/**
 * The tips of a range of days in figures: their sum, number, average and guests' average
 * rating (operation/aggregate, a team's operation/team/aggregate). The days are the server's,
 * as the charts' bars are, so the figures add up to the bars they sit beside.
 */
export function summaryQueryOptions(teamUuid: string | null, range: DayRange) {
  const body = {
    nextPage: { page: 0, count: 1 },
    dateFrom: range.from,
    dateTo: range.to,
  };
  return {
    personal: getGetOperationAggregateQueryOptions(body, { query: { enabled: !teamUuid } }),
    team: getGetTeamOperationAggregateQueryOptions(
      { ...body, teamUuidList: teamUuid ? [teamUuid] : [] },
      { query: { enabled: Boolean(teamUuid) } },
    ),
  };
}

export function useSummary(teamUuid: string | null, range: DayRange) {
  const options = summaryQueryOptions(teamUuid, range);
  const personal = useQuery(options.personal);
  const team = useQuery(options.team);
  return teamUuid ? team : personal;
}

const listOf = ({ list }: TeamMemberStatisticList) => list;

/** Every member of a team with their tips over the chart's period, ranked (statistic/team/member). */
export function memberRankingQueryOptions(
  teamUuid: string,
  period: StatisticPeriod,
  sortType: TeamStatisticSortType,
) {
  return getGetTeamMemberStatisticQueryOptions(
    { teamUuid, sortType, type: period },
    { query: { select: listOf } },
  );
}

export function useMemberRanking(
  teamUuid: string,
  period: StatisticPeriod,
  sortType: TeamStatisticSortType,
) {
  return useQuery(memberRankingQueryOptions(teamUuid, period, sortType));
}

/** The team is not one of the person's (an old or foreign link): the server's team.notFound.error. */
export function isTeamNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === 'team.notFound.error';
}
