import { describe, expect, it } from 'vitest';
import { roundedPercent } from './percent';

describe('the percent of a tip paid as a percent', () => {
  it.each([
    [9.98, 10],
    [10, 10],
    [10.49, 10],
    [12.5, 13],
    [33.333333, 33],
    // Reconstructed 14.5 % arrives a hair short of it: still 15.
    [14.499999999999998, 15],
    [0.4, 0],
    [0.5, 1],
    [100, 100],
  ])('%d %% shows as %d %%', (reconstructed, shown) => {
    expect(roundedPercent(reconstructed)).toBe(shown);
  });
});
