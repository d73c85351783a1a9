import { describe, expect, it } from 'vitest';
import { readView, toggledStar, withView } from './view';

const TEAM = 'b0000000-0000-4000-8000-000000000001';

describe('the reviews view in the address', () => {
  it('reads the period, team, stars and comment filter', () => {
    expect(
      readView(new URLSearchParams(`period=YEAR&team=${TEAM}&stars=4,5,4&comment=with`)),
    ).toEqual({
      view: { period: 'YEAR', team: TEAM, stars: [5, 4], comment: 'with' },
      refused: [],
    });
  });

  it('falls back to the last 30 days and every tip, naming what it could not use', () => {
    expect(readView(new URLSearchParams('period=DAY&stars=0,6&comment=maybe'))).toEqual({
      view: { period: 'MONTH', team: null, stars: [], comment: null },
      refused: ['period', 'stars', 'comment'],
    });
  });

  it('writes a change and keeps the rest', () => {
    const params = new URLSearchParams(`team=${TEAM}&period=ALL`);
    expect(withView(params, { stars: [3, 5], comment: 'without' }).toString()).toBe(
      `team=${TEAM}&period=ALL&stars=5%2C3&comment=without`,
    );
    expect(
      withView(new URLSearchParams('stars=5&comment=with'), {
        stars: [],
        comment: null,
      }).toString(),
    ).toBe('');
  });

  it('toggles a star in and out of the filter', () => {
    expect(toggledStar([5], 4)).toEqual([5, 4]);
    expect(toggledStar([5, 4], 5)).toEqual([4]);
  });
});
