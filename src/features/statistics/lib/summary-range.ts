import type { ChartEntry, StatisticPeriod } from '@/api/generated/model';
import { isoWeekOf } from './periods';

/** An inclusive range of calendar days, yyyy-mm-dd. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY = 86_400_000;
const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last day of the bar starting on `date`: that day, the week's Sunday, the month's last. */
function barEnd(period: StatisticPeriod, date: string): string {
  if (period === 'DAY') return date;
  if (period === 'WEEK') return dayOf(isoWeekOf(date).sunday.getTime());
  const start = new Date(dayTime(date));
  return dayOf(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
}

/**
 * The days a chart covers, its first bar's first day to its last bar's last (as its span says):
 * what the summary beside it counts. None for a chart without bars.
 */
export function chartRange(
  period: StatisticPeriod,
  bars: readonly Pick<ChartEntry, 'date'>[],
): DayRange | null {
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last) return null;
  return { from: first.date, to: barEnd(period, last.date) };
}

/** The same number of days right before a range: what it is compared with. */
export function previousRange({ from, to }: DayRange): DayRange {
  const length = (dayTime(to) - dayTime(from)) / DAY + 1;
  return { from: dayOf(dayTime(from) - length * DAY), to: dayOf(dayTime(from) - DAY) };
}

/**
 * How a figure changed against the previous period, as a ratio (0.12 is 12 % more); none when
 * the previous period had nothing to compare with.
 */
export function changeOf(current: number, previous: number): number | null {
  return previous === 0 ? null : (current - previous) / previous;
}
