import { describe, expect, it } from 'vitest';
import { labelledIndexes, nextIndex, valueAxisWidth } from './layout';

describe('bar chart layout', () => {
  it('names every bar when there is room, the latest always', () => {
    expect(labelledIndexes(['W45', 'W46', 'W47'], 80)).toEqual([0, 1, 2]);
  });

  it('names every n-th bar counted back from the latest when labels would overlap', () => {
    const labels = Array.from({ length: 30 }, (_, day) => `${day + 1}.11`);
    // 5 characters ≈ 35 px + 8 px gap, 10 px per bar: every 5th bar.
    const named = labelledIndexes(labels, 10);
    expect(named.at(-1)).toBe(29);
    expect(named).toEqual([4, 9, 14, 19, 24, 29]);
  });

  it('has nothing to name without bars or room', () => {
    expect(labelledIndexes([], 10)).toEqual([]);
    expect(labelledIndexes(['a'], 0)).toEqual([]);
  });

  it('leaves room for the longest value label', () => {
    expect(valueAxisWidth(['0 ₸', '10 тыс. ₸'])).toBeGreaterThan(valueAxisWidth(['0 ₸', '5 ₸']));
  });

  it('moves between bars with the arrows, Home and End, and stops at the ends', () => {
    expect(nextIndex('ArrowLeft', 3, 10)).toBe(2);
    expect(nextIndex('ArrowRight', 3, 10)).toBe(4);
    expect(nextIndex('ArrowRight', 9, 10)).toBe(9);
    expect(nextIndex('ArrowLeft', 0, 10)).toBe(0);
    expect(nextIndex('Home', 5, 10)).toBe(0);
    expect(nextIndex('End', 5, 10)).toBe(9);
    expect(nextIndex('Tab', 5, 10)).toBeNull();
  });
});
