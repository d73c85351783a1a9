/** Types for scripts/cpu-throttle.mjs, which bench:cabinet runs as plain JavaScript. */
export declare const PHONES: Record<'low' | 'mid', { index: number; like: string }>;
export declare function rateForIndex(
  target: number,
  indexAt: (rate: number) => Promise<number>,
  unthrottledIndex: number,
): Promise<{ rate: number; index: number }>;
export declare function throttleSpread(
  throttledMs: number[],
  unthrottledMs: number[],
): {
  taskMs: number;
  p10: number;
  p50: number;
  p90: number;
  over50: number;
  of: number;
  slowdown: number;
};
export declare function benchmarkIndexInPage(durationMs: number): number;
export declare function fixedTasksInPage(times: number): Promise<void>;
