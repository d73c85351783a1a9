import type {
  AverageBillStatistic,
  ChartEntry,
  PeriodCharts,
  ReceiptsStatistic,
  StatisticPeriod,
  TeamMemberStatistic,
  TeamStatisticSortType,
} from '../../src/api/generated/model';
import { DAY } from '../db/seed/rows';
import { indexes } from '../db/indexes';
import { dayNumberOf, timeOfDayNumber, type DayTotals } from './operations';

/*
 * Statistics computed from the stored tips (per-day totals, see operations.ts): receipts and
 * average bill per day, ISO week and month, the last year, all time, and team rankings. They
 * agree with the histories because both read the same operations.
 */

/** How many bars a chart has, the current day, week or month last (contract: x-inferred). */
export const PERIOD_BARS: Record<StatisticPeriod, number> = { DAY: 30, WEEK: 12, MONTH: 12 };

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Start (UTC midnight) of the day, ISO week (Monday) or month `time` falls in. */
export function periodStart(period: StatisticPeriod, time: number): number {
  const day = Math.floor(time / DAY) * DAY;
  if (period === 'DAY') return day;
  if (period === 'WEEK') return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
  const date = new Date(day);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

function nextPeriodStart(period: StatisticPeriod, start: number): number {
  if (period === 'DAY') return start + DAY;
  if (period === 'WEEK') return start + 7 * DAY;
  const date = new Date(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** ISO 8601 week number: week 1 holds the year's first Thursday. */
export function isoWeekOf(time: number): number {
  const thursday = periodStart('WEEK', time) + 3 * DAY;
  const yearStart = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - yearStart) / (7 * DAY)) + 1;
}

function labelOf(period: StatisticPeriod, start: number): string {
  const [year, month, day] = isoDate(start).split('-');
  if (period === 'DAY') return `${day}.${month}`;
  if (period === 'WEEK') return `W${isoWeekOf(start)}`;
  return `${month}.${year}`;
}

/** The bars' periods, oldest first, the one holding `today` last. */
function periodsUpTo(period: StatisticPeriod, today: number): Array<[number, number]> {
  const starts = [periodStart(period, today)];
  while (starts.length < PERIOD_BARS[period]) starts.unshift(periodStart(period, starts[0]! - DAY));
  return starts.map((start) => [start, nextPeriodStart(period, start)]);
}

export function totalsWithin(days: DayTotals, from: number, to: number) {
  let amount = 0;
  let count = 0;
  for (let time = from; time < to; time += DAY) {
    const totals = days.get(dayNumberOf(time));
    if (totals) {
      amount += totals.amount;
      count += totals.count;
    }
  }
  return { amount, count };
}

/** One chart: each bar the sum of its period's tips, or their average bill. */
export function chartOf(
  days: DayTotals,
  period: StatisticPeriod,
  today: number,
  measure: 'sum' | 'average',
): ChartEntry[] {
  return periodsUpTo(period, today).map(([from, to]) => {
    const { amount, count } = totalsWithin(days, from, to);
    const value = measure === 'sum' ? amount : count === 0 ? 0 : Math.round(amount / count);
    return {
      date: isoDate(from),
      label: labelOf(period, from),
      totalAmount: value,
      values: [{ amount: value }],
    };
  });
}

/** The first day with tips, or today for someone who has none yet. */
function initialDateOf(days: DayTotals, today: number): string {
  let first = Infinity;
  for (const day of days.keys()) first = Math.min(first, day);
  return isoDate(Number.isFinite(first) ? timeOfDayNumber(first) : today);
}

function charts(
  days: DayTotals,
  periods: readonly StatisticPeriod[],
  today: number,
  measure: 'sum' | 'average',
): PeriodCharts {
  const of = (period: StatisticPeriod) =>
    periods.includes(period) ? chartOf(days, period, today, measure) : [];
  return { days: of('DAY'), weeks: of('WEEK'), months: of('MONTH') };
}

/**
 * Receipts for the asked periods (the others come back empty), the last year (the 365 days up
 * to today) and all time.
 */
export function receiptsOf(
  days: DayTotals,
  periods: readonly StatisticPeriod[],
  today: number,
): ReceiptsStatistic {
  let allPeriod = 0;
  let lastYear = 0;
  const yearAgo = dayNumberOf(today - 365 * DAY);
  for (const [day, { amount }] of days) {
    allPeriod += amount;
    if (day > yearAgo) lastYear += amount;
  }
  return {
    totalReceipts: { ...charts(days, periods, today, 'sum'), lastYear, allPeriod },
    initialDate: initialDateOf(days, today),
  };
}

/** The average bill for the asked periods (the others come back empty). */
export function averageBillOf(
  days: DayTotals,
  periods: readonly StatisticPeriod[],
  today: number,
): AverageBillStatistic {
  return {
    averageBill: charts(days, periods, today, 'average'),
    initialDate: initialDateOf(days, today),
  };
}

/**
 * Every member of a team with their tips through their team code: within the bars of `period`
 * when given, all time otherwise; ranked by number of tips (QUANTITY) or by amount (AMOUNT).
 */
export function teamMemberRanking(
  teamUuid: string,
  sortType: TeamStatisticSortType,
  period: StatisticPeriod | undefined,
  today: number,
): TeamMemberStatistic[] {
  const since = period ? new Date(periodsUpTo(period, today)[0]![0]).toISOString() : '';
  const byCode = new Map<string, { count: number; amount: number }>();
  for (const operation of indexes.operationsOfTeam(teamUuid)) {
    // Newest first: the rest of the list is older still.
    if (operation.date < since) break;
    const totals = byCode.get(operation.qrUuid) ?? { count: 0, amount: 0 };
    totals.count += 1;
    totals.amount += operation.amount;
    byCode.set(operation.qrUuid, totals);
  }
  const ranking = indexes.membersOfTeam(teamUuid).map((member) => {
    const person = indexes.userByUuid(member.userUuid);
    const totals = byCode.get(member.qrCodeUuid) ?? { count: 0, amount: 0 };
    return {
      qrCodeUuid: member.qrCodeUuid,
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
      ...(person?.photo ? { photoUuid: person.photo } : {}),
      operationsCount: totals.count,
      totalAmount: totals.amount,
    };
  });
  return ranking.sort(rankingOrder(sortType));
}

/** Most tips (QUANTITY) or the largest sum (AMOUNT) first, the other as a tie-break, then by name. */
export function rankingOrder(sortType: TeamStatisticSortType) {
  const [first, second] =
    sortType === 'AMOUNT'
      ? (['totalAmount', 'operationsCount'] as const)
      : (['operationsCount', 'totalAmount'] as const);
  return (a: TeamMemberStatistic, b: TeamMemberStatistic) =>
    b[first] - a[first] ||
    b[second] - a[second] ||
    `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`);
}
