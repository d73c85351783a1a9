/**
 * Periods of days, as the order-to-order calls take them: ISO days (`YYYY-MM-DD`), both ends
 * included. "This month" is the reader's calendar month, on the clock the screens read
 * (Date.now, which stories freeze).
 */
export interface Period {
  from: string;
  to: string;
}

/** organization/statistic answers at most this many days (the contract). */
export const MAX_PERIOD_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');
/** A local calendar day as an ISO day. */
const isoDay = (year: number, monthIndex: number, day: number): string => {
  const date = new Date(year, monthIndex, day);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** The reader's current month, from its first day to its last. */
export function currentMonth(now: number = Date.now()): Period {
  const today = new Date(now);
  return {
    from: isoDay(today.getFullYear(), today.getMonth(), 1),
    to: isoDay(today.getFullYear(), today.getMonth() + 1, 0),
  };
}

/** How many days a period holds, both ends included. */
export function daysIn({ from, to }: Period): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export type PeriodError = 'endBeforeStart' | 'tooLong';

/** What is wrong with a period of real days, or null. */
export function periodError(period: Period): PeriodError | null {
  const days = daysIn(period);
  if (days < 1) return 'endBeforeStart';
  if (days > MAX_PERIOD_DAYS) return 'tooLong';
  return null;
}
