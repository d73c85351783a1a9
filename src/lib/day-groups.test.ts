import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { dayHeading, dayKeyOf, groupByDay } from './day-groups';

const intlOf = (locale: string) => createIntl({ locale, messages: {} });

describe('days of a list', () => {
  it('puts a moment on the reader’s calendar day, across midnight and time zones', () => {
    const lateUtc = '2026-11-23T21:30:00Z';
    expect(dayKeyOf(lateUtc, 'UTC')).toBe('2026-11-23');
    // Almaty (UTC+5): already the next day; New York (UTC-5): still the same one.
    expect(dayKeyOf(lateUtc, 'Asia/Almaty')).toBe('2026-11-24');
    expect(dayKeyOf(lateUtc, 'America/New_York')).toBe('2026-11-23');
    expect(dayKeyOf('2026-12-31T23:59:59Z', 'UTC')).toBe('2026-12-31');
    expect(dayKeyOf('2027-01-01T00:00:00Z', 'UTC')).toBe('2027-01-01');
  });

  it('groups consecutive items of one day, keeping the list’s order', () => {
    const items = [
      { at: '2026-11-24T08:00:00Z' },
      { at: '2026-11-23T22:00:00Z' },
      { at: '2026-11-23T09:00:00Z' },
      { at: '2026-11-20T09:00:00Z' },
    ];
    const inAlmaty = groupByDay(items, (item) => item.at, 'Asia/Almaty');
    expect(inAlmaty.map((group) => [group.day, group.items.length])).toEqual([
      ['2026-11-24', 2],
      ['2026-11-23', 1],
      ['2026-11-20', 1],
    ]);
    const inUtc = groupByDay(items, (item) => item.at, 'UTC');
    expect(inUtc.map((group) => group.items.length)).toEqual([1, 2, 1]);
  });

  it('heads today and yesterday by name in each language, other days by date', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(dayHeading(intlOf('en'), '2026-11-24', now, 'UTC')).toBe('Today');
    expect(dayHeading(intlOf('en'), '2026-11-23', now, 'UTC')).toBe('Yesterday');
    expect(dayHeading(intlOf('ru'), '2026-11-24', now, 'UTC')).toBe('Сегодня');
    expect(dayHeading(intlOf('ru'), '2026-11-23', now, 'UTC')).toBe('Вчера');
    expect(dayHeading(intlOf('kk'), '2026-11-24', now, 'UTC')).toBe('Бүгін');
    expect(dayHeading(intlOf('kk'), '2026-11-23', now, 'UTC')).toBe('Кеше');
    expect(dayHeading(intlOf('ru'), '2026-11-20', now, 'UTC')).toBe('20 ноября');
    expect(dayHeading(intlOf('en'), '2025-12-31', now, 'UTC')).toBe('December 31, 2025');
  });

  it('says today by the reader’s clock: just after midnight in Almaty is a new day there', () => {
    const now = new Date('2026-11-23T19:30:00Z'); // 00:30 on the 24th in Almaty
    expect(dayHeading(intlOf('en'), '2026-11-24', now, 'Asia/Almaty')).toBe('Today');
    expect(dayHeading(intlOf('en'), '2026-11-24', now, 'UTC')).toBe('November 24');
  });
});
