import { describe, expect, it } from 'vitest';
import { readView, withView } from './view';

describe('the statistics address', () => {
  it('defaults to the person’s own statistics by day, members ranked by number of tips', () => {
    expect(readView(new URLSearchParams(''))).toEqual({
      period: 'DAY',
      team: null,
      sort: 'QUANTITY',
    });
  });

  it('reads a team, a period and an order, and ignores values it does not know', () => {
    expect(readView(new URLSearchParams('team=t-1&period=MONTH&sort=AMOUNT'))).toEqual({
      period: 'MONTH',
      team: 't-1',
      sort: 'AMOUNT',
    });
    expect(readView(new URLSearchParams('period=YEAR&sort=RANDOM&team='))).toEqual({
      period: 'DAY',
      team: null,
      sort: 'QUANTITY',
    });
  });

  it('keeps the team choice (and anything else) when the period switches', () => {
    const next = withView(new URLSearchParams('team=t-1&sort=AMOUNT&other=1'), {
      period: 'WEEK',
    });
    expect(readView(next)).toEqual({ period: 'WEEK', team: 't-1', sort: 'AMOUNT' });
    expect(next.get('other')).toBe('1');
  });

  it('keeps the period when the team changes, and forgets the team for the person’s own', () => {
    const team = withView(new URLSearchParams('period=MONTH'), { team: 't-2' });
    expect(readView(team)).toMatchObject({ period: 'MONTH', team: 't-2' });
    const own = withView(team, { team: null });
    expect(own.toString()).toBe('period=MONTH');
  });
});
