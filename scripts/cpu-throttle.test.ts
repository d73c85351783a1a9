import { describe, expect, it } from 'vitest';
import { PHONES, rateForIndex, throttleSpread } from './cpu-throttle.mjs';

describe('rateForIndex (bench:cabinet --phone: the rate that makes this machine a given phone)', () => {
  it('finds the rate at which the throttled index comes within 10 points of the target', async () => {
    // A machine of index 1,500 whose throttle does a little more than its rate says.
    const asked: number[] = [];
    const indexAt = (rate: number) => {
      asked.push(rate);
      return Promise.resolve(1500 / (rate * 1.1));
    };
    const { rate, index } = await rateForIndex(PHONES.low.index, indexAt, 1500);
    expect(Math.abs(index - 264)).toBeLessThan(10);
    expect(rate).toBeCloseTo(1500 / 1.1 / 264, 0);
    expect(asked.length).toBeLessThanOrEqual(8);
    // Chromium keeps a rate to the hundredth.
    for (const tried of asked) expect(Math.round(tried * 100) / 100).toBe(tried);
  });

  it('keeps the closest rate it measured when the machine jumps about', async () => {
    // The index jumps with the machine's speed: every answer is 40 points off, one way then the other.
    const measured: { rate: number; index: number }[] = [];
    const indexAt = (rate: number) => {
      const index = 2000 / rate + (measured.length % 2 === 0 ? 40 : -40);
      measured.push({ rate, index });
      return Promise.resolve(index);
    };
    const found = await rateForIndex(1000, indexAt, 2000);
    expect(measured.length).toBeLessThanOrEqual(8);
    const closest = Math.min(...measured.map(({ index }) => Math.abs(index - 1000)));
    expect(measured).toContainEqual(found);
    expect(Math.abs(found.index - 1000)).toBe(closest);
  });

  it('does not throttle a machine already slower than the target', async () => {
    const indexAt = () => Promise.reject(new Error('nothing to measure'));
    expect(await rateForIndex(1000, indexAt, 800)).toEqual({ rate: 1, index: 800 });
  });
});

describe('throttleSpread (what the throttle does to one fixed task)', () => {
  it('gives the percentiles, the real slowdown and how many identical tasks pass 50 ms', () => {
    const unthrottled = [7, 7, 7.2, 6.8, 7];
    const throttled = [30, 40, 45, 47, 48, 49, 51, 52, 55, 60];
    expect(throttleSpread(throttled, unthrottled)).toEqual({
      taskMs: 7,
      p10: 40,
      p50: 49,
      p90: 60,
      over50: 4,
      of: 10,
      slowdown: 7,
    });
  });
});
