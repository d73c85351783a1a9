import { describe, expect, it } from 'vitest';
import { readView, withView } from './view';

const T1 = 'b0000000-0000-4000-8000-000000000001';
const T2 = 'b0000000-0000-4000-8000-000000000003';

describe('the statistics address', () => {
  it('defaults to the person’s own statistics by day, members ranked by number of tips', () => {
    expect(readView(new URLSearchParams(''))).toEqual({
      view: { period: 'DAY', team: null, sort: 'QUANTITY', range: null },
      refused: [],
    });
  });

  it('reads a team, a period and an order, and refuses values it does not know', () => {
    expect(readView(new URLSearchParams(`team=${T1}&period=MONTH&sort=AMOUNT`))).toEqual({
      view: { period: 'MONTH', team: T1, sort: 'AMOUNT', range: null },
      refused: [],
    });
    expect(readView(new URLSearchParams('period=-1&sort=RANDOM&team=zzz'))).toEqual({
      view: { period: 'DAY', team: null, sort: 'QUANTITY', range: null },
      refused: ['period', 'team', 'sort'],
    });
    expect(readView(new URLSearchParams('team=')).refused).toEqual([]);
  });

  it('keeps the team choice (and anything else) when the period switches', () => {
    const next = withView(new URLSearchParams(`team=${T1}&sort=AMOUNT&other=1`), {
      period: 'WEEK',
    });
    expect(readView(next).view).toEqual({ period: 'WEEK', team: T1, sort: 'AMOUNT', range: null });
    expect(next.get('other')).toBe('1');
  });

  it('keeps the period when the team changes, and forgets the team for the person’s own', () => {
    const team = withView(new URLSearchParams('period=MONTH'), { team: T2 });
    expect(readView(team).view).toMatchObject({ period: 'MONTH', team: T2 });
    const own = withView(team, { team: null });
    expect(own.toString()).toBe('period=MONTH');
  });

  it('reads a range of days the summary counts, kept when the period switches', () => {
    const range = { from: '2026-09-01', to: '2026-09-15' };
    const chosen = withView(new URLSearchParams('period=MONTH'), { range });
    expect(chosen.toString()).toBe('period=MONTH&from=2026-09-01&to=2026-09-15');
    expect(readView(withView(chosen, { period: 'DAY' })).view.range).toEqual(range);
    expect(withView(chosen, { range: null }).toString()).toBe('period=MONTH');
  });

  it('refuses half a range, a backwards one, or one that is not days', () => {
    for (const query of [
      'from=2026-09-01',
      'from=2026-09-15&to=2026-09-01',
      'from=x&to=2026-09-01',
    ])
      expect(readView(new URLSearchParams(query)), query).toMatchObject({
        view: { range: null },
        refused: expect.arrayContaining(['from']) as unknown,
      });
  });
});
