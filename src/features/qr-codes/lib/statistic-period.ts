/** The periods a code's opens and tips are shown for: the last days up to today, or all time. */
export const STATISTIC_PERIODS = ['7', '30', '90', '365', 'all'] as const;
export type StatisticPeriod = (typeof STATISTIC_PERIODS)[number];
export const DEFAULT_STATISTIC_PERIOD: StatisticPeriod = '30';

/** The days of qrcode/statistic (UTC, as the server counts them; both included). */
export interface PeriodDays {
  dateFrom?: string;
  dateTo?: string;
}

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `period` days, today included, or no bounds for all time. */
export function periodDays(period: StatisticPeriod, now: number = Date.now()): PeriodDays {
  if (period === 'all') return {};
  return { dateFrom: isoDay(now - (Number(period) - 1) * DAY), dateTo: isoDay(now) };
}

/** Tips per open, or null before the first open (no conversion to speak of). */
export function conversionOf({ opens, tips }: { opens: number; tips: number }): number | null {
  return opens > 0 ? tips / opens : null;
}
