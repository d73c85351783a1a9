import { describe, expect, it } from 'vitest';
import { changeOf, chartRange, previousRange } from './summary-range';

describe('the days a summary counts', () => {
  const bars = (...dates: string[]) => dates.map((date) => ({ date }));

  it('a chart of days: its first day to its last', () => {
    expect(chartRange('DAY', bars('2026-10-23', '2026-11-21'))).toEqual({
      from: '2026-10-23',
      to: '2026-11-21',
    });
  });

  it('weeks and months: to the end of the last one', () => {
    expect(chartRange('WEEK', bars('2026-08-31', '2026-11-16'))).toEqual({
      from: '2026-08-31',
      to: '2026-11-22',
    });
    expect(chartRange('MONTH', bars('2025-12-01', '2026-02-01'))?.to).toBe('2026-02-28');
  });

  it('none without bars', () => {
    expect(chartRange('DAY', [])).toBeNull();
  });

  it('is compared with the same number of days right before it', () => {
    expect(previousRange({ from: '2026-10-23', to: '2026-11-21' })).toEqual({
      from: '2026-09-23',
      to: '2026-10-22',
    });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
  });

  it('a change is a ratio, none against nothing', () => {
    expect(changeOf(112, 100)).toBeCloseTo(0.12);
    expect(changeOf(50, 100)).toBe(-0.5);
    expect(changeOf(5, 0)).toBeNull();
  });
});
