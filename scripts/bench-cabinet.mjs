// `npm run bench:cabinet [-- --check] [-- --cpu N] [-- <scenario name>...]`: how the cabinet
// feels with the large data set (100,000 operations, a team of 1,000) on a slow phone. The
// production build is served gzipped over HTTPS/HTTP2 (bench/serve.mjs) and pointed at the mock
// HTTP server with `--volume large`, so the mock's work happens in Node, not on the page's main
// thread. Chromium runs with the CPU throttled N times (--cpu, default 4; a cheap phone is
// nearer 6), or at the rate that makes this machine run a page as fast as a phone class does
// (--phone low|mid, DevTools' calibration: scripts/cpu-throttle.mjs), signed in as the demo
// account. The first lines say what the throttle made of the machine: its benchmark index
// unthrottled, and the spread of one fixed task's CPU time throttled; every scenario gets the
// benchmark index of a page throttled so, before and after it (phoneIndexBefore / After).
//
// Each scenario is a module in bench/cabinet/ (one per area that needs one):
//   export const name = 'operations-scroll';
//   export async function run({ page, origin, measure, cdp }) {
//     await page.goto(`${origin}/cabinet/operations`);
//     const result = await measure(async () => { ...scroll... });
//     return { figures: { ...result }, failures: result.longTasksOver50 > 0 ? ['a long task'] : [] };
//   }
// A scenario that measures a baseline page instead of the app (bare-list-scroll: React and the
// virtualiser alone) exports `baseline = true`: its figures are reported, never judged.
// `measure(fn)` reports the long tasks (> 50 ms, PerformanceObserver 'longtask'), the frame
// times (requestAnimationFrame deltas) and the scripting time (CDP Performance.ScriptDuration)
// of what `fn` makes the page do.
//
// Every scenario's line also gets, over all its measure() calls:
//   - cpuLongTasks / longestTaskCpuMs: the page's main-thread tasks over 50 ms of CPU time
//     (traced). A long task above is wall-clock, so on a shared machine other processes
//     lengthen it; CPU time holds the throttle (Chromium's throttling keeps the thread busy) but
//     not the time other processes took the core. The throttle's spin follows the clock, not
//     the work, so the same work's CPU time varies by about a quarter either way (the header's
//     spread line). Judged: --check fails on any.
//     cpuLongTasksFrom says where they came from: "frame" (a frame's scroll handlers, rAF
//     callbacks, style, layout and paint), "timer" (a setTimeout: React Query hands each answer
//     to the screen in one, so a list's page coming in is one), otherwise Chromium's own name.
//   - pages / pagesCancelled / scriptingPerPageMs, for a scenario that exports `pageRequest` (a
//     RegExp of the API call that brings one more page of its list) and `rowsPerPage`: the pages
//     loaded, the page requests cancelled (asked again while on their way; judged: none), and
//     the scripting of its measured actions over the pages they loaded, judged at most 16 ms for
//     each 15 rows (a frame's budget for a page of the history);
//   - loadAverage: the machine's 1-minute load average when the scenario ended.
// The table goes to the console and bench-results/cabinet.json (cabinet-cpu<N>.json for N ≠ 4,
// cabinet-phone-<class>.json for --phone);
// --check exits 1 when a scenario reports failures. --profile also records the measured actions
// with the sampling profiler: bench-results/<scenario>-<n>.cpuprofile, for DevTools' Performance
// panel (a build with `--minify false` keeps the functions' names), and --trace the browser's
// own trace of them: bench-results/<scenario>-<n>.trace.json (Performance panel, or read its
// Layout events' dirty and total objects). Tracing slows the page: read no figure of a traced run.
// --css '<rules>' adds CSS to every page, for an experiment (what a row's part costs when hidden);
// its figures are not the page's.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { serveStatic } from '../bench/serve.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import {
  PHONES,
  benchmarkIndexInPage,
  fixedTasksInPage,
  rateForIndex,
  throttleSpread,
} from './cpu-throttle.mjs';
import { portIsFree } from './port-free.mjs';

const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 9393);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4302);
/** Scripting a list may spend on each 15 rows it brings in. */
const SCRIPTING_PER_15_ROWS_MS = 16;
const DEMO_LOGIN = { email: 'demo@example.com', password: 'Demo1234' };
const SCENARIO_DIR = path.resolve('bench/cabinet');

const args = process.argv.slice(2);
const check = args.includes('--check');
const profile = args.includes('--profile');
const fullTrace = args.includes('--trace');
/** The places in `args` a flag's value took (`--flag value`), so they are not scenario names. */
const flagValueAt = new Set();
/** `--flag value` or `--flag=value`; undefined when the flag is not given. */
function flagValue(flag) {
  const at = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
  if (at < 0) return undefined;
  if (args[at] !== flag) return args[at].slice(flag.length + 1);
  flagValueAt.add(at + 1);
  return args[at + 1];
}
const cpuArg = flagValue('--cpu');
/**
 * `--phone low|mid`: instead of a fixed rate, the rate at which this machine runs a page as fast
 * as that phone class does (Lighthouse's benchmark index read in the throttled page, as DevTools
 * calibrates; scripts/cpu-throttle.mjs). A fixed --cpu N is a different phone each time the
 * machine's speed moves.
 */
const phone = flagValue('--phone');
if (phone !== undefined && !Object.hasOwn(PHONES, phone)) {
  console.error(`--phone takes ${Object.keys(PHONES).join(' or ')}, not ${phone}`);
  process.exit(1);
}
if (phone !== undefined && cpuArg !== undefined) {
  console.error('--phone chooses the CPU rate itself: give --phone or --cpu, not both');
  process.exit(1);
}
/** The throttling rate; with --phone, found once the browser runs. */
let CPU_SLOWDOWN = Number(cpuArg ?? '4');
if (!(CPU_SLOWDOWN >= 1)) {
  console.error(`--cpu takes a slowdown of 1 or more, not ${cpuArg}`);
  process.exit(1);
}
/**
 * An experiment, never a figure to report: CSS added to every page (the app's
 * Content-Security-Policy, which refuses a style element, is bypassed for it). Hiding or
 * simplifying part of a row shows what that part costs:
 * --css 'article > * { display: none !important }' (the app's own styles load after it).
 */
const extraCss = flagValue('--css');
const only = args.filter((arg, index) => !arg.startsWith('--') && !flagValueAt.has(index));

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}

for (const [port, variable] of [
  [MOCK_PORT, 'BENCH_MOCK_PORT'],
  [APP_PORT, 'BENCH_APP_PORT'],
]) {
  if (!(await portIsFree(port))) {
    console.error(
      `port ${port} is taken, perhaps by a server a stopped run left: stop it, or set ${variable}`,
    );
    process.exit(1);
  }
}

const mockServer = spawn(process.execPath, ['--import', 'tsx', 'mocks/http-server.ts'], {
  env: {
    ...process.env,
    PORT: String(MOCK_PORT),
    MOCK_VOLUME: 'large',
    MOCK_DATA_FILE: path.join(tmpdir(), `tips-bench-cabinet-${process.pid}.json`),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// A run stopped midway (Ctrl-C, a timeout's kill) takes its mock server with it: left running,
// it would keep its port and answer the next run with this run's data.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
])
  process.once(signal, () => {
    mockServer.kill();
    process.exit(code);
  });
const appServer = await serveStatic({
  root: path.resolve('dist'),
  port: APP_PORT,
  apiTarget: `http://127.0.0.1:${MOCK_PORT}`,
});
const origin = `https://127.0.0.1:${APP_PORT}`;

/** Waits for the mock server (the large data set takes a few seconds to build). */
async function mockReady() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${MOCK_PORT}/__mock/scenarios`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the mock server did not start');
}

/**
 * Collects long tasks and frame times in the page, from start() (or from the document's start,
 * when `fn` navigates) to stop().
 */
function pageProbe() {
  const probe = { longTasks: [], frames: [], running: true, last: 0 };
  new PerformanceObserver((list) => {
    if (probe.running) for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  const frame = (time) => {
    if (probe.running) {
      if (probe.last) probe.frames.push(time - probe.last);
      probe.last = time;
      requestAnimationFrame(frame);
    }
  };
  requestAnimationFrame(frame);
  window.__benchProbe = {
    start() {
      probe.longTasks = [];
      probe.frames = [];
      probe.last = 0;
      if (!probe.running) requestAnimationFrame(frame);
      probe.running = true;
    },
    stop() {
      probe.running = false;
      return { longTasks: probe.longTasks, frames: probe.frames };
    },
  };
}

/** In the page, before its own scripts: `css` in a style element of its own (--css). */
function addStyle(css) {
  document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  });
}

const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (value) => Math.round(value * 10) / 10;

/**
 * Where Chromium's trace says a task came from, in a word where it is one we meet: a frame
 * (the scroll handlers, rAF callbacks, style, layout and paint of one frame), or a timer (a
 * setTimeout: React Query hands each answer to the screen in one); otherwise Chromium's name.
 */
const TASK_SOURCES = { ScheduledActionSendBeginMainFrame: 'frame', DOMTimer: 'timer' };

/** "frame 213 · timer 36": the CPU long tasks by where they came from, the most first. */
const longTasksFrom = ({ cpuLongTasksBySource }) =>
  Object.entries(cpuLongTasksBySource)
    .sort(([, a], [, b]) => b - a)
    .map(([source, count]) => `${source} ${count}`)
    .join(' · ');

/** The traced renderer's main-thread tasks: CPU time in ms and where each came from. */
function mainThreadTasks(trace) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasksByThread = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'ThreadControllerImpl::RunTask' || !mainThreads.has(thread)) continue;
    if (!tasksByThread.has(thread)) tasksByThread.set(thread, []);
    const origin = event.args?.src_func ?? 'unknown';
    tasksByThread
      .get(thread)
      .push({ cpu: (event.tdur ?? 0) / 1000, source: TASK_SOURCES[origin] ?? origin });
  }
  // The page's renderer is the busy one.
  return [...tasksByThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}

async function scriptSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
}

const results = [];
let browser;
/** Read in a blank page before the scenarios: see readMachine. */
let machine;

/** The fixed task's CPU time in ms, `times` over, at `rate` (a trace of the blank page). */
async function fixedTaskCpuMs(blank, cdp, rate, times) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await browser.startTracing(blank, { categories: ['toplevel'] });
  await blank.evaluate(fixedTasksInPage, times);
  const timers = mainThreadTasks(await browser.stopTracing())
    .filter(({ source }) => source === 'timer')
    .map(({ cpu }) => cpu);
  // The timer that ends the evaluation is a small fraction of a fixed task, however throttled.
  const largest = Math.max(...timers);
  return timers.filter((cpu) => cpu > largest / 4);
}

/**
 * The benchmark once unthrottled and thrown away, as DevTools does before it calibrates: in a new
 * page the first reading holds the compiler's work (here about half the warm index).
 */
const warmBenchmark = (page) => page.evaluate(benchmarkIndexInPage, 250);

/** The benchmark index of a blank page throttled at the run's rate: the phone it plays now. */
async function throttledIndexNow() {
  const blank = await browser.newPage();
  const cdp = await blank.context().newCDPSession(blank);
  await warmBenchmark(blank);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // One reading moves by about a third from the next: the middle of three.
  const readings = [];
  for (let reading = 0; reading < 3; reading += 1)
    readings.push(await blank.evaluate(benchmarkIndexInPage, 1000));
  await blank.close();
  return readings.sort((a, b) => a - b)[1];
}

/**
 * In a blank page: the machine's benchmark index unthrottled (`benchmarkIndex`); with --phone,
 * the rate that makes it that phone; and the throttle's own spread over one fixed task
 * (`throttle`), the noise under every CPU long task counted.
 */
async function readMachine() {
  const blank = await browser.newPage();
  const cdp = await blank.context().newCDPSession(blank);
  await warmBenchmark(blank);
  const benchmarkIndex = await blank.evaluate(benchmarkIndexInPage, 1000);
  if (phone !== undefined) {
    const indexAt = async (rate) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      return blank.evaluate(benchmarkIndexInPage, 1000);
    };
    ({ rate: CPU_SLOWDOWN } = await rateForIndex(PHONES[phone].index, indexAt, benchmarkIndex));
  }
  // Warmed first, so the first of them is not the compiler's.
  await fixedTaskCpuMs(blank, cdp, 1, 5);
  const unthrottled = await fixedTaskCpuMs(blank, cdp, 1, 30);
  const throttled = await fixedTaskCpuMs(blank, cdp, CPU_SLOWDOWN, 30);
  await blank.close();
  return { benchmarkIndex, throttle: throttleSpread(throttled, unthrottled) };
}

try {
  await mockReady();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  machine = await readMachine();
  const files = readdirSync(SCENARIO_DIR)
    .filter((file) => file.endsWith('.mjs'))
    .sort();
  for (const file of files) {
    const scenario = await import(pathToFileURL(path.join(SCENARIO_DIR, file)).href);
    if (only.length > 0 && !only.includes(scenario.name)) continue;
    // The machine's speed moves within minutes, and the phone a run plays with it.
    const phoneIndexBefore = await throttledIndexNow();
    const context = await browser.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 390, height: 844 },
      locale: 'en-US',
    });
    // Signed in as the demo account through the API (the code comes back in test setups).
    const start = await context.request.post(`${origin}/api/auth/start`, { data: DEMO_LOGIN });
    const { otp } = await start.json();
    await context.request.post(`${origin}/api/auth/finish`, { data: { otp } });
    await context.addInitScript(pageProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (extraCss !== undefined) {
      await cdp.send('Page.setBypassCSP', { enabled: true });
      await context.addInitScript(addStyle, extraCss);
    }
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const totals = {
      measured: 0,
      cpuLongTasks: 0,
      cpuLongTasksBySource: {},
      longestTaskCpuMs: 0,
      scriptingMs: 0,
      pages: 0,
      pagesCancelled: 0,
    };
    let pagesNow = 0;
    if (scenario.pageRequest) {
      page.on('requestfinished', (request) => {
        if (scenario.pageRequest.test(request.url())) pagesNow += 1;
      });
      // A page asked for again while on its way cancels the first request (a wasted round trip).
      page.on('requestfailed', (request) => {
        if (scenario.pageRequest.test(request.url())) totals.pagesCancelled += 1;
      });
    }
    const measure = async (action) => {
      await page.evaluate(() => window.__benchProbe.start());
      await browser.startTracing(page, {
        categories: fullTrace
          ? ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline']
          : ['toplevel'],
      });
      if (profile) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.start');
      }
      const scriptBefore = await scriptSeconds(cdp);
      const pagesBefore = pagesNow;
      try {
        await action();
      } catch (error) {
        // The trace ends with the scenario, so the next one can start its own.
        await browser.stopTracing();
        if (profile) await cdp.send('Profiler.stop');
        throw error;
      }
      const scriptAfter = await scriptSeconds(cdp);
      // The recordings of a scenario's n-th measure() call: bench-results/<scenario>-<n>.*
      const recording = `bench-results/${scenario.name}-${totals.measured + 1}`;
      if (profile || fullTrace) mkdirSync('bench-results', { recursive: true });
      if (profile) {
        const recorded = await cdp.send('Profiler.stop');
        writeFileSync(`${recording}.cpuprofile`, JSON.stringify(recorded.profile));
      }
      const trace = await browser.stopTracing();
      if (fullTrace) writeFileSync(`${recording}.trace.json`, trace);
      const tasks = mainThreadTasks(trace);
      const { longTasks, frames } = await page.evaluate(() => window.__benchProbe.stop());
      totals.measured += 1;
      for (const { cpu, source } of tasks) {
        totals.longestTaskCpuMs = Math.max(totals.longestTaskCpuMs, cpu);
        if (cpu <= 50) continue;
        totals.cpuLongTasks += 1;
        totals.cpuLongTasksBySource[source] = (totals.cpuLongTasksBySource[source] ?? 0) + 1;
      }
      totals.scriptingMs += (scriptAfter - scriptBefore) * 1000;
      totals.pages += pagesNow - pagesBefore;
      return {
        longTasksOver50: longTasks.length,
        longestTaskMs: round(Math.max(0, ...longTasks)),
        frames: frames.length,
        frameP95Ms: round(percentile(frames, 95)),
        frameMaxMs: round(frames.reduce((longest, frame) => Math.max(longest, frame), 0)),
        scriptingMs: round((scriptAfter - scriptBefore) * 1000),
      };
    };
    const started = Date.now();
    try {
      const { figures, failures = [] } = await scenario.run({
        page,
        origin,
        measure,
        cdp,
        cpu: CPU_SLOWDOWN,
      });
      const perPage = totals.scriptingMs / Math.max(1, totals.pages);
      const pageBudget = (SCRIPTING_PER_15_ROWS_MS * (scenario.rowsPerPage ?? 15)) / 15;
      const pageFigures = scenario.pageRequest
        ? {
            pages: totals.pages,
            pagesCancelled: totals.pagesCancelled,
            scriptingPerPageMs: round(perPage),
          }
        : {};
      results.push({
        name: scenario.name,
        figures: {
          ...figures,
          ...pageFigures,
          // A scenario that measures its own way (tip-page) has no traced figures.
          ...(totals.measured > 0
            ? {
                cpuLongTasks: totals.cpuLongTasks,
                ...(totals.cpuLongTasks > 0 ? { cpuLongTasksFrom: longTasksFrom(totals) } : {}),
                longestTaskCpuMs: Math.round(totals.longestTaskCpuMs),
              }
            : {}),
          loadAverage: round(loadavg()[0]),
          phoneIndexBefore,
        },
        // A baseline (bare-list-scroll: React alone, not the app) is reported, never judged.
        failures: scenario.baseline
          ? []
          : [
              ...failures,
              ...(totals.cpuLongTasks > 0
                ? [`${totals.cpuLongTasks} task(s) over 50 ms of main-thread CPU`]
                : []),
              ...(totals.pagesCancelled > 0
                ? [`${totals.pagesCancelled} page request(s) cancelled and asked again`]
                : []),
              ...(scenario.pageRequest && perPage > pageBudget
                ? [
                    `${round(perPage)} ms of scripting a page of ${scenario.rowsPerPage} (budget ${pageBudget})`,
                  ]
                : []),
            ],
        seconds: (Date.now() - started) / 1000,
      });
    } catch (error) {
      results.push({ name: scenario.name, figures: {}, failures: [String(error)], seconds: 0 });
    }
    await context.close();
    results.at(-1).figures.phoneIndexAfter = await throttledIndexNow();
  }
} finally {
  await browser?.close();
  appServer.close();
  mockServer.kill();
}

mkdirSync('bench-results', { recursive: true });
const rateName =
  phone !== undefined ? `-phone-${phone}` : CPU_SLOWDOWN === 4 ? '' : `-cpu${CPU_SLOWDOWN}`;
writeFileSync(
  // An experiment's figures (--css) do not take the place of the page's own.
  `bench-results/cabinet${rateName}${extraCss === undefined ? '' : '-css'}.json`,
  JSON.stringify({ cpu: CPU_SLOWDOWN, phone, ...machine, css: extraCss, results }, null, 2),
);
const { benchmarkIndex, throttle } = machine;
const classes = Object.values(PHONES)
  .map(({ index, like }) => `${like}: ${index}`)
  .join('; ');
console.log(
  `\ncabinet benchmark: CPU ${CPU_SLOWDOWN}x slower${phone === undefined ? '' : ` (--phone ${phone})`}, 390x844, large data set; this machine's benchmark index ${benchmarkIndex}`,
  `\neach scenario's phoneIndexBefore / After: the benchmark index of a page throttled so, the phone it plays (${classes})`,
  `\nthe throttle's own spread: one fixed task of ${throttle.taskMs} ms takes ${throttle.p10} / ${throttle.p50} / ${throttle.p90} ms of CPU (p10 / p50 / p90), ${throttle.slowdown}x; ${throttle.over50} of ${throttle.of} of these identical tasks are over 50 ms`,
);
if (extraCss !== undefined) console.log(`an experiment, not a figure to report: --css ${extraCss}`);
for (const { name, figures, failures } of results) {
  const shown = Object.entries(figures)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  console.log(`${failures.length ? 'MISSED' : 'ok    '} ${name}: ${shown}`);
  for (const failure of failures) console.log(`         ${failure}`);
}
if (results.length === 0) console.log('no scenario ran');
process.exit(check && results.some((result) => result.failures.length > 0) ? 1 : 0);
