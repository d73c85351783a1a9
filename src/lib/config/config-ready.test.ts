import { afterEach, describe, expect, it, vi } from 'vitest';
import { configReady, waitForConfig } from './config-ready';

afterEach(() => {
  void waitForConfig(Promise.resolve());
  vi.useRealTimers();
});

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('configReady', () => {
  it('settles when the barrel has answered', async () => {
    vi.useFakeTimers();
    let answer = () => {};
    void waitForConfig(new Promise<void>((resolve) => (answer = resolve)), 1500);
    expect(await settled(configReady())).toBe(false);
    answer();
    expect(await settled(configReady())).toBe(true);
  });

  it('settles after the cap when the barrel hangs, and when it fails', async () => {
    vi.useFakeTimers();
    void waitForConfig(new Promise(() => {}), 1500);
    await vi.advanceTimersByTimeAsync(1499);
    expect(await settled(configReady())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(configReady())).toBe(true);

    void waitForConfig(Promise.reject(new Error('down')), 1500);
    expect(await settled(configReady())).toBe(true);
  });
});
