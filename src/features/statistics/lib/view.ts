import type { StatisticPeriod, TeamStatisticSortType } from '@/api/generated/model';
import { isoDayParam, oneOfParam, readParams, uuidParam } from '@/lib/address-params';
import { PERIODS } from './periods';
import type { DayRange } from './summary-range';

/*
 * What the statistics screen shows, kept in the address so it survives a reload and can be
 * linked to: `?team=<teamUuid>` (the teams area links to a team's statistics this way),
 * `period=DAY|WEEK|MONTH`, `sort=QUANTITY|AMOUNT` (the team ranking), `from=…&to=…` (days of
 * the reader's choosing that the summary counts instead of the chart's). Values it cannot use
 * fall back to the defaults (src/lib/address-params.ts), and the screen says so.
 */

export interface StatisticsView {
  period: StatisticPeriod;
  /** A team's statistics, or null for the person's own. */
  team: string | null;
  sort: TeamStatisticSortType;
  /** Days of the person's choosing the summary counts (both, first not after last), or null. */
  range: DayRange | null;
}

const SORTS = ['QUANTITY', 'AMOUNT'] as const satisfies readonly TeamStatisticSortType[];

const RULES = {
  period: oneOfParam(PERIODS),
  team: uuidParam,
  sort: oneOfParam(SORTS),
  from: isoDayParam,
  to: isoDayParam,
};

/** What the address asks for, the defaults where it says nothing usable, and what it refused. */
export function readView(params: URLSearchParams): { view: StatisticsView; refused: string[] } {
  const { values, refused } = readParams(params, RULES);
  const { from, to } = values;
  // Half a range, or one backwards, is not one: the chart's days instead, and said so.
  const range = from && to && from <= to ? { from, to } : null;
  const badRange = !range && (from || to) ? ['from', 'to'].filter((name) => params.has(name)) : [];
  return {
    view: {
      period: values.period ?? 'DAY',
      team: values.team,
      sort: values.sort ?? 'QUANTITY',
      range,
    },
    refused: [...new Set([...refused, ...badRange])],
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
  if (change.range) {
    next.set('from', change.range.from);
    next.set('to', change.range.to);
  } else if (change.range === null) {
    next.delete('from');
    next.delete('to');
  }
  return next;
}
