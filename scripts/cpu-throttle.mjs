// What Chromium's CPU throttling makes of this machine, for bench:cabinet.
//
// `--cpu N` divides the machine's own speed, which moves by half within an hour here, so the
// same N is a different phone from one run to the next. DevTools' own calibration (its
// CalibrationController) instead looks for the rate at which Lighthouse's benchmark index, read
// in a throttled page, matches a device class. Its two targets are below.
//
// Chromium throttles on Linux by signalling the page's main thread about every 200 µs and making
// it spin for (rate - 1) times the wall time it ran since the last signal. The spin is CPU time,
// so CPU time holds the throttle. But the spin follows the clock, not the work, so the same work
// costs a different CPU time from one task to the next. throttleSpread measures that spread: one
// fixed task, repeated.

/** Lighthouse's benchmark index of DevTools' two calibration targets. */
export const PHONES = {
  low: { index: 264, like: 'a low-tier phone (DevTools: Moto G Power 2022)' },
  mid: { index: 1000, like: 'a mid-tier phone (DevTools: Pixel 5)' },
};

/** Close enough to the target index (DevTools: within 10 points). */
const INDEX_TOLERANCE = 10;
const MAX_STEPS = 8;
/** Chromium keeps a throttling rate to the hundredth. */
const hundredths = (rate) => Math.round(rate * 100) / 100;

/**
 * The throttling rate at which `indexAt(rate)` (the benchmark index of a page throttled that
 * much) comes within 10 points of `target`: a bisection between 1 and half again the rate the
 * unthrottled index suggests, as DevTools calibrates. The index falls as the rate rises. The
 * machine's speed moves while it measures, so the result is the best rate found in 8 steps.
 */
export async function rateForIndex(target, indexAt, unthrottledIndex) {
  if (unthrottledIndex <= target) return { rate: 1, index: unthrottledIndex };
  let lower = 1;
  let upper = hundredths((unthrottledIndex / target) * 1.5);
  let best = { rate: 1, index: unthrottledIndex };
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const rate = hundredths((lower + upper) / 2);
    const index = await indexAt(rate);
    if (Math.abs(index - target) < Math.abs(best.index - target)) best = { rate, index };
    if (Math.abs(index - target) < INDEX_TOLERANCE) break;
    if (index < target) upper = rate;
    else lower = rate;
  }
  return best;
}

/**
 * The spread of one fixed task's CPU time under the throttle: `throttledMs` the task's CPU time
 * in each throttled run, `unthrottledMs` in each unthrottled one. `slowdown` is what the rate
 * really does to the middle task; `over50` how many of these identical tasks would count as a
 * CPU long task.
 */
export function throttleSpread(throttledMs, unthrottledMs) {
  const at = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  };
  const round = (value) => Math.round(value * 10) / 10;
  const median = at(throttledMs, 0.5);
  return {
    taskMs: round(at(unthrottledMs, 0.5)),
    p10: round(at(throttledMs, 0.1)),
    p50: round(median),
    p90: round(at(throttledMs, 0.9)),
    over50: throttledMs.filter((ms) => ms > 50).length,
    of: throttledMs.length,
    slowdown: round(median / at(unthrottledMs, 0.5)),
  };
}

/**
 * In the page: Lighthouse's benchmark index (string building and array copying, iterations a
 * second; higher is faster), over `durationMs` of the page's clock, so a throttled page reads
 * lower. DevTools calibrates with 250 ms; bench:cabinet reads a second, as it reads the machine's
 * own index.
 */
export function benchmarkIndexInPage(durationMs) {
  const timed = (step) => {
    const start = Date.now();
    let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < durationMs / 2) {
      step(iterations);
      iterations += 1;
    }
    return iterations / 10 / ((Date.now() - start) / 1000);
  };
  const withGarbage = timed(() => {
    let text = '';
    for (let j = 0; j < 10_000; j += 1) text += 'a';
    return text.length;
  });
  const a = Array.from({ length: 100_000 }, (_, i) => i);
  const b = a.slice();
  const withoutGarbage = timed((iteration) => {
    const [from, to] = iteration % 2 === 0 ? [a, b] : [b, a];
    for (let j = 0; j < from.length; j += 1) to[j] = from[j];
  });
  return Math.round((withGarbage + withoutGarbage) / 2);
}

/**
 * In the page: the same arithmetic `times` times, each in a task of its own (a timer), so a
 * trace shows each one's CPU time. About 7 ms a task unthrottled on this machine.
 */
export function fixedTasksInPage(times) {
  return new Promise((resolve) => {
    let done = 0;
    const task = () => {
      let sum = 0;
      for (let i = 0; i < 3_000_000; i += 1) sum += Math.sqrt(i);
      done += 1;
      if (sum > 0 && done < times) setTimeout(task, 20);
      else setTimeout(resolve, 50);
    };
    setTimeout(task, 20);
  });
}
