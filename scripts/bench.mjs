// Lighthouse benchmark of the public user page (issue 6 targets), against the production
// build served gzipped and pointed at the mock HTTP server, printed beside a bare React
// page measured in the same run. Medians of 3 runs (after one warm-up run), mobile preset
// (simulated slow 4G), both pages served over HTTPS/HTTP2 like a CDN would (bench/serve.mjs).
//   npm run bench            print the table, write bench-results/lighthouse.json
//   npm run bench -- --check also exit 1 when a target is missed
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildBarePage } from '../bench/bare-build.mjs';
import { serveStatic } from '../bench/serve.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/** BENCH_RUNS=1 for a quick look while working; the figures are medians of 3. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const USER_PAGE = '/a0000000-0000-4000-8000-000000000001';
// MOCK_PORT, PORT and BARE_PORT move the servers (several benchmarks on one machine).
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 9292);
const APP_PORT = Number(process.env.PORT ?? 4300);
const BARE_PORT = Number(process.env.BARE_PORT ?? APP_PORT + 1);

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
};

mkdirSync('bench-results', { recursive: true });
if (!existsSync('dist/index.html')) run('npm', ['run', '--silent', 'build']);
const bareOut = await buildBarePage('bare-react');

const mockServer = spawn(process.execPath, ['--import', 'tsx', 'mocks/http-server.ts'], {
  env: { ...process.env, PORT: String(MOCK_PORT) },
  stdio: 'ignore',
});
const appServer = await serveStatic({
  root: path.resolve('dist'),
  port: APP_PORT,
  apiTarget: `http://127.0.0.1:${MOCK_PORT}`,
});
const bareServer = await serveStatic({ root: bareOut, port: BARE_PORT });
await new Promise((resolve) => setTimeout(resolve, 1500));

/**
 * Lighthouse runs as an async child: the static servers live in this process, and a
 * spawnSync here would block their event loop, so the page under test never loads.
 */
function runAsync(cmd, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed`)),
    );
  });
}

async function lighthouse(url, label, index) {
  const output = path.resolve(`bench-results/${label}-${index}.json`);
  await runAsync(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance',
      `--chrome-flags=${[...CHROMIUM_ARGS, '--ignore-certificate-errors'].join(' ')}`,
    ],
    { CHROME_PATH: CHROMIUM_PATH },
  );
  const { categories, audits } = JSON.parse(readFileSync(output, 'utf8'));
  // The element Lighthouse took as the largest paint (the prerendered shell's, README).
  const lcpElement = audits['lcp-breakdown-insight']?.details?.items?.find(
    (item) => item.type === 'node',
  );
  console.log(`${label} ${index}: LCP element ${lcpElement?.selector ?? '?'}`);
  return {
    performance: Math.round(categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function measure(url, label) {
  // One run first, not counted: the mock server answers its very first calls slowly (JIT,
  // store set-up), which a deployed backend never does, and Lighthouse's simulation would
  // carry that server time into every request of the page.
  await lighthouse(url, `${label}-warm-up`, 0);
  const runs = [];
  for (let index = 0; index < RUNS; index += 1) runs.push(await lighthouse(url, label, index));
  return Object.fromEntries(
    ['performance', 'lcp', 'tbt', 'cls'].map((key) => [key, median(runs.map((r) => r[key]))]),
  );
}

let app;
let bare;
try {
  app = await measure(`https://127.0.0.1:${APP_PORT}${USER_PAGE}`, 'user-page');
  bare = await measure(`https://127.0.0.1:${BARE_PORT}/`, 'bare-react');
} finally {
  appServer.close();
  bareServer.close();
  mockServer.kill();
}

const targets = [
  ['performance', app.performance === 100, 'performance 100'],
  ['lcp', app.lcp <= bare.lcp, `LCP ≤ 1.0 × bare (${bare.lcp.toFixed(0)} ms)`],
  ['tbt', app.tbt <= 50, 'TBT ≤ 50 ms'],
  ['cls', app.cls === 0, 'CLS 0'],
];
const format = (key, value) =>
  key === 'cls'
    ? value.toFixed(3)
    : key === 'performance'
      ? String(value)
      : `${value.toFixed(0)} ms`;
console.log(`\nLighthouse mobile, median of ${RUNS} runs`);
console.log('metric        user page    bare React   target');
for (const [key, ok, label] of targets) {
  console.log(
    `${key.padEnd(13)} ${format(key, app[key]).padEnd(12)} ${format(key, bare[key]).padEnd(12)} ${ok ? '✔' : '✘'} ${label}`,
  );
}
writeFileSync(
  'bench-results/lighthouse.json',
  JSON.stringify({ runs: RUNS, userPage: app, bareReact: bare }, null, 2),
);
if (process.argv.includes('--check') && targets.some(([, ok]) => !ok)) process.exit(1);
