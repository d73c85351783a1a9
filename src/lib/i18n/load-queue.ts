/** Waits `ms` on the timer queue, so tests can drive it with fake timers. */
function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface RetryOptions {
  /** Retries after the first attempt. */
  retries: number;
  /** Wait before the first retry; doubled before each next one. */
  initialDelayMs: number;
}

/** Runs `task`, retrying on rejection with a doubling back-off; rejects with the last error. */
export async function retryWithBackoff<T>(
  task: () => Promise<T>,
  { retries, initialDelayMs }: RetryOptions,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries) throw error;
      await delay(initialDelayMs * 2 ** attempt);
    }
  }
}

/** Returns a wrapper that lets at most `max` wrapped tasks run at once; the rest wait in order. */
export function createConcurrencyLimit(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
