// The public tip page on the throttled CPU, beside the bare React page of `npm run bench`
// (bench/bare-react: React 19 rendering a tip form, nothing else), each opened cold (a new
// browser context) RUNS times, medians reported:
//   - interactiveMs: time to interactive as Lighthouse defines it, without its network part:
//     the end of the last long task (wall-clock, over 50 ms) after the first contentful paint,
//     or that paint when no long task follows it; read once the page has had QUIET_MS with no
//     long task;
//   - firstTapDelayMs: the first tap on an amount (the tip page's first suggested amount, the
//     bare page's amount field) made as soon as it shows: the input delay of that first input
//     (Event Timing's processingStart - startTime), i.e. how long the busy main thread kept it
//     waiting; firstTapMs is the whole event's duration to the next paint (8 ms steps).
// Both are served the same way (gzipped, HTTPS/HTTP2, bench/serve.mjs), the tip page with the
// mock server behind it; the network is not throttled, so the figures are the CPU's part.
// Reported, not judged: the tip page's own targets are Lighthouse's (`npm run bench`).
import { buildBarePage } from '../bare-build.mjs';
import { serveStatic } from '../serve.mjs';

export const name = 'tip-page';

const USER_PAGE = '/a0000000-0000-4000-8000-000000000001';
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 4303);
const RUNS = 5;
const QUIET_MS = 3_000;

/** In the page, from its start: the first contentful paint, the long tasks, the first input. */
function timingProbe() {
  const seen = { paint: 0, longTasks: [], firstInput: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') seen.paint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    const [entry] = list.getEntries();
    seen.firstInput = {
      delay: entry.processingStart - entry.startTime,
      duration: entry.duration,
      at: entry.startTime,
    };
  }).observe({ type: 'first-input', buffered: true });
  window.__tipPageTiming = seen;
}

/** One cold opening of `url`: waits for `amount`, taps it, then for the page to go quiet. */
async function openOnce(browser, cpu, url, amount) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 390, height: 844 },
    locale: 'ru-RU',
  });
  try {
    await context.addInitScript(timingProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(url);
    await page.locator(amount).first().click();
    await page.waitForFunction(() => window.__tipPageTiming.firstInput !== null);
    // Quiet: no long task has ended in the last QUIET_MS.
    await page.waitForFunction(
      (quiet) => {
        const { longTasks, paint } = window.__tipPageTiming;
        const last = Math.max(paint, ...longTasks.map((task) => task.end));
        return paint > 0 && performance.now() - last > quiet;
      },
      QUIET_MS,
      { timeout: 60_000, polling: 250 },
    );
    const { longTasks, paint, firstInput } = await page.evaluate(() => window.__tipPageTiming);
    const interactive = Math.max(
      paint,
      ...longTasks.filter((task) => task.end > paint).map((task) => task.end),
    );
    return {
      interactiveMs: interactive,
      firstTapDelayMs: firstInput.delay,
      firstTapMs: firstInput.duration,
      tappedAtMs: firstInput.at,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function medians(browser, cpu, url, amount) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await openOnce(browser, cpu, url, amount));
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, Math.round(median(runs.map((run) => run[key])))]),
  );
}

export async function run({ page, origin, cpu }) {
  const bareServer = await serveStatic({
    root: await buildBarePage('bare-react'),
    port: BARE_PORT,
  });
  try {
    const browser = page.context().browser();
    // One opening first, not counted: the mock server answers its very first calls slowly.
    await openOnce(browser, cpu, `${origin}${USER_PAGE}`, 'button[aria-pressed]');
    const tip = await medians(browser, cpu, `${origin}${USER_PAGE}`, 'button[aria-pressed]');
    const bare = await medians(browser, cpu, `https://127.0.0.1:${BARE_PORT}/`, '#amount');
    return {
      figures: {
        ...Object.fromEntries(Object.entries(tip).map(([key, value]) => [`tip ${key}`, value])),
        ...Object.fromEntries(Object.entries(bare).map(([key, value]) => [`bare ${key}`, value])),
      },
    };
  } finally {
    bareServer.close();
  }
}
