import type { StatisticPeriod, TeamStatisticSortType } from '@/api/generated/model';
import { oneOfParam, readParams, uuidParam } from '@/lib/address-params';
import { PERIODS } from './periods';

/*
 * What the statistics screen shows, kept in the address so it survives a reload and can be
 * linked to: `?team=<teamUuid>` (the teams area links to a team's statistics this way),
 * `period=DAY|WEEK|MONTH`, `sort=QUANTITY|AMOUNT` (the team ranking). Values it cannot use
 * fall back to the defaults (src/lib/address-params.ts), and the screen says so.
 */

export interface StatisticsView {
  period: StatisticPeriod;
  /** A team's statistics, or null for the person's own. */
  team: string | null;
  sort: TeamStatisticSortType;
}

const SORTS = ['QUANTITY', 'AMOUNT'] as const satisfies readonly TeamStatisticSortType[];

const RULES = { period: oneOfParam(PERIODS), team: uuidParam, sort: oneOfParam(SORTS) };

/** What the address asks for, the defaults where it says nothing usable, and what it refused. */
export function readView(params: URLSearchParams): { view: StatisticsView; refused: string[] } {
  const { values, refused } = readParams(params, RULES);
  return {
    view: {
      period: values.period ?? 'DAY',
      team: values.team,
      sort: values.sort ?? 'QUANTITY',
    },
    refused,
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
