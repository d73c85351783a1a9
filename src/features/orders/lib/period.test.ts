import { describe, expect, it } from 'vitest';
import { currentMonth, daysIn, periodError } from './period';

describe('periods', () => {
  it('this month runs from its first to its last day, in the reader’s calendar', () => {
    expect(currentMonth(new Date(2026, 10, 24, 15).getTime())).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(currentMonth(new Date(2028, 1, 29).getTime())).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(currentMonth(new Date(2026, 11, 31, 23, 59).getTime())).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('count both ends, and may not run backwards or over 366 days', () => {
    expect(daysIn({ from: '2026-11-01', to: '2026-11-30' })).toBe(30);
    expect(daysIn({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
    expect(periodError({ from: '2026-11-24', to: '2026-11-24' })).toBeNull();
    expect(periodError({ from: '2026-11-24', to: '2026-11-23' })).toBe('endBeforeStart');
    expect(periodError({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(periodError({ from: '2024-01-01', to: '2025-01-01' })).toBe('tooLong');
  });
});
