import type { IntlShape } from 'react-intl';
import type { ChartEntry, StatisticPeriod } from '@/api/generated/model';
import { statisticsValueMessages } from '../messages';

/*
 * The chart's periods named in the reader's language, from each bar's `date` (the first day of
 * its day, ISO week or month): the server's own `label` (21.11, W47, 11.2026) is not localised.
 * Dates are calendar dates, so they are read and formatted in UTC: the 21st stays the 21st in
 * every time zone.
 */

const DAY_MS = 86_400_000;

/** The periods, in the order the switch shows them; DAY is the default. */
export const PERIODS = ['DAY', 'WEEK', 'MONTH'] as const satisfies readonly StatisticPeriod[];

/** Where each period's bars are in the answer. */
export const PERIOD_LIST = { DAY: 'days', WEEK: 'weeks', MONTH: 'months' } as const;

/** Midnight UTC of a yyyy-mm-dd date. */
export function calendarDate(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

export interface IsoWeek {
  /** The ISO week-numbering year, which differs from the calendar year around New Year. */
  year: number;
  week: number;
  monday: Date;
  sunday: Date;
}

/**
 * The ISO 8601 week of a date: weeks start on Monday and week 1 is the one with the year's
 * first Thursday, so 2026-12-31 and 2027-01-01 are both in week 53 of 2026, and 2025-12-29 is
 * in week 1 of 2026.
 */
export function isoWeekOf(isoDate: string): IsoWeek {
  const date = calendarDate(isoDate);
  const monday = date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS;
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return { year, week, monday: new Date(monday), sunday: new Date(monday + 6 * DAY_MS) };
}

export interface PeriodName {
  /** Under the bar: 21.11, W47 / 47 нед., Nov / нояб. */
  short: string;
  /** Announced, in the tooltip and the table: 21 November 2026, Week 47 of 2026 (16–22 Nov), November 2026. */
  full: string;
}

const UTC = { timeZone: 'UTC' } as const;

/** The names of the period that starts on `isoDate`. */
export function periodName(intl: IntlShape, period: StatisticPeriod, isoDate: string): PeriodName {
  const date = calendarDate(isoDate);
  if (period === 'DAY')
    return {
      short: intl.formatDate(date, { ...UTC, day: 'numeric', month: 'numeric' }),
      full: intl.formatDate(date, { ...UTC, day: 'numeric', month: 'long', year: 'numeric' }),
    };
  if (period === 'WEEK') {
    const { year, week, monday, sunday } = isoWeekOf(isoDate);
    const range = intl.formatDateTimeRange(monday, sunday, {
      ...UTC,
      day: 'numeric',
      month: 'short',
    });
    return {
      short: intl.formatMessage(statisticsValueMessages.weekShort, { week }),
      full: intl.formatMessage(statisticsValueMessages.weekFull, { week, year, range }),
    };
  }
  return {
    short: intl.formatDate(date, { ...UTC, month: 'short' }),
    full: intl.formatDate(date, { ...UTC, month: 'long', year: 'numeric' }),
  };
}

/** The span of a chart's bars in words: "23 October – 21 November 2026", "December 2025 – November 2026". */
export function chartSpan(
  intl: IntlShape,
  period: StatisticPeriod,
  bars: readonly Pick<ChartEntry, 'date'>[],
): string {
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last) return '';
  if (period === 'MONTH')
    return intl.formatDateTimeRange(calendarDate(first.date), calendarDate(last.date), {
      ...UTC,
      month: 'long',
      year: 'numeric',
    });
  const end = period === 'WEEK' ? isoWeekOf(last.date).sunday : calendarDate(last.date);
  return intl.formatDateTimeRange(calendarDate(first.date), end, {
    ...UTC,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
