import type { StatisticPeriod, TeamStatisticSortType } from '@/api/generated/model';
import { PERIODS } from './periods';

/*
 * What the statistics screen shows, kept in the address so it survives a reload and can be
 * linked to: `?team=<teamUuid>` (the teams area links to a team's statistics this way),
 * `period=DAY|WEEK|MONTH`, `sort=QUANTITY|AMOUNT` (the team ranking). Unknown values fall back
 * to the defaults.
 */

export interface StatisticsView {
  period: StatisticPeriod;
  /** A team's statistics, or null for the person's own. */
  team: string | null;
  sort: TeamStatisticSortType;
}

const SORTS = ['QUANTITY', 'AMOUNT'] as const satisfies readonly TeamStatisticSortType[];

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((each) => each === value) ?? fallback;

export function readView(params: URLSearchParams): StatisticsView {
  return {
    period: oneOf(PERIODS, params.get('period'), 'DAY'),
    team: params.get('team') || null,
    sort: oneOf(SORTS, params.get('sort'), 'QUANTITY'),
  };
}

/** The address's parameters with `change` applied; every other choice (and parameter) stays. */
export function withView(
  params: URLSearchParams,
  change: Partial<StatisticsView>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.period) next.set('period', change.period);
  if (change.sort) next.set('sort', change.sort);
  if (change.team) next.set('team', change.team);
  else if (change.team === null) next.delete('team');
  return next;
}
