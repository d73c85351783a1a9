import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConcurrencyLimit, retryWithBackoff } from './load-queue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('retryWithBackoff', () => {
  it('retries after 350, 700, 1400, 2800 and 5600 ms, then gives up with the last error', async () => {
    const attemptsAt: number[] = [];
    const task = vi.fn(() => {
      attemptsAt.push(Date.now());
      return Promise.reject(new Error(`attempt ${attemptsAt.length}`));
    });
    const start = Date.now();
    const result = retryWithBackoff(task, { retries: 5, initialDelayMs: 350 });
    const settled = expect(result).rejects.toThrow('attempt 6');
    await vi.runAllTimersAsync();
    await settled;
    expect(attemptsAt.map((at) => at - start)).toEqual([0, 350, 1050, 2450, 5250, 10850]);
  });

  it('waits exactly the back-off before retrying', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('ok');
    const result = retryWithBackoff(task, { retries: 5, initialDelayMs: 350 });
    await vi.advanceTimersByTimeAsync(349);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBe('ok');
  });
});

describe('createConcurrencyLimit', () => {
  it('never runs more than the limit at once and runs everything in the end', async () => {
    const limit = createConcurrencyLimit(10);
    let running = 0;
    let peak = 0;
    const task = (ms: number) => () => {
      running += 1;
      peak = Math.max(peak, running);
      return new Promise<number>((resolve) =>
        setTimeout(() => {
          running -= 1;
          resolve(ms);
        }, ms),
      );
    };
    const all = Promise.all(Array.from({ length: 25 }, (_, index) => limit(task(100 + index))));
    await vi.advanceTimersByTimeAsync(0);
    expect(running).toBe(10);
    await vi.runAllTimersAsync();
    await expect(all).resolves.toHaveLength(25);
    expect(peak).toBe(10);
  });

  it('frees the slot when a task fails', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
