import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { AppLocale } from '@/lib/i18n/locales';
import { toIntlLocale } from '@/lib/i18n/locales';
import { messagesOf } from '@test/messages';
import { chartSpan, isoWeekOf, periodName } from './periods';

const intlOf = (locale: AppLocale) =>
  createIntl({ locale: toIntlLocale(locale), messages: messagesOf(locale, ['statistics']) });
/** Intl puts narrow no-break and thin spaces in dates and ranges: compare with plain ones. */
const plain = (text: string) => text.replace(/[\s\u2009\u202f]/g, ' ');

describe('ISO weeks', () => {
  it('put 2026-12-31 and 2027-01-01 in week 53 of 2026 (the year’s first Thursday rule)', () => {
    expect(isoWeekOf('2026-12-31')).toMatchObject({ year: 2026, week: 53 });
    expect(isoWeekOf('2027-01-01')).toMatchObject({ year: 2026, week: 53 });
    expect(isoWeekOf('2027-01-03')).toMatchObject({ year: 2026, week: 53 });
  });

  it('start week 1 of 2027 on Monday 4 January', () => {
    expect(isoWeekOf('2027-01-04')).toMatchObject({ year: 2027, week: 1 });
    expect(isoWeekOf('2027-01-04').monday.toISOString().slice(0, 10)).toBe('2027-01-04');
  });

  it('count late December in week 1 of the next year when its Thursday is in January', () => {
    // 1 January 2026 is a Thursday: Monday 29 December 2025 starts week 1 of 2026.
    expect(isoWeekOf('2025-12-29')).toMatchObject({ year: 2026, week: 1 });
    expect(isoWeekOf('2025-12-28')).toMatchObject({ year: 2025, week: 52 });
  });

  it('run Monday to Sunday', () => {
    const week = isoWeekOf('2026-11-21');
    expect(week).toMatchObject({ year: 2026, week: 47 });
    expect(week.monday.toISOString().slice(0, 10)).toBe('2026-11-16');
    expect(week.sunday.toISOString().slice(0, 10)).toBe('2026-11-22');
  });
});

describe('period names', () => {
  it('name the week of New Year 2027 by its ISO week, in every language', () => {
    // The week's days span two calendar years, so its range names both.
    const en = periodName(intlOf('en'), 'WEEK', '2027-01-01');
    expect(en.short).toBe('W53');
    expect(plain(en.full)).toBe('Week 53 of 2026 (Dec 28, 2026 – Jan 3, 2027)');
    const ru = periodName(intlOf('ru'), 'WEEK', '2026-12-31');
    expect(ru.short).toBe('53 нед.');
    expect(plain(ru.full)).toBe('53-я неделя 2026 г. (28 дек. 2026 г. – 3 янв. 2027 г.)');
    const kz = periodName(intlOf('kz'), 'WEEK', '2027-01-03');
    expect(kz.short).toBe('53 апта');
    expect(plain(kz.full)).toMatch(/^2026 ж\. 53-апта \(/);
  });

  it('name days by their date whatever the reader’s time zone', () => {
    expect(periodName(intlOf('ru'), 'DAY', '2027-01-01')).toEqual({
      short: '01.01',
      full: '1 января 2027 г.',
    });
    expect(periodName(intlOf('en'), 'DAY', '2026-11-21')).toEqual({
      short: '11/21',
      full: 'November 21, 2026',
    });
  });

  it('name months by name', () => {
    expect(periodName(intlOf('ru'), 'MONTH', '2026-11-01')).toEqual({
      short: 'нояб.',
      full: 'ноябрь 2026 г.',
    });
    expect(periodName(intlOf('en'), 'MONTH', '2027-01-01')).toEqual({
      short: 'Jan',
      full: 'January 2027',
    });
    expect(periodName(intlOf('kz'), 'MONTH', '2026-11-01').full).toMatch(/қараша/i);
  });
});

describe('chart spans', () => {
  it('run from the first bar’s period to the end of the last one', () => {
    const en = intlOf('en');
    expect(plain(chartSpan(en, 'DAY', [{ date: '2026-10-23' }, { date: '2026-11-21' }]))).toBe(
      'October 23 – November 21, 2026',
    );
    expect(plain(chartSpan(en, 'WEEK', [{ date: '2026-09-07' }, { date: '2026-12-28' }]))).toBe(
      'September 7, 2026 – January 3, 2027',
    );
    expect(plain(chartSpan(en, 'MONTH', [{ date: '2025-12-01' }, { date: '2026-11-01' }]))).toBe(
      'December 2025 – November 2026',
    );
    expect(chartSpan(en, 'DAY', [])).toBe('');
  });
});
