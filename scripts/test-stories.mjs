// Builds Storybook, serves the static build on 127.0.0.1 and runs every story in Debian's
// Chromium with @storybook/test-runner (play functions, axe, screenshot baselines).
//   node scripts/test-stories.mjs [--update] [--no-build] [-- <test-storybook args, e.g. a path filter>]
// Env: STORYBOOK_PORT (default 6006), STORYBOOK_OUT (default storybook-static).
// Under CI a story without a committed baseline fails instead of writing one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';

const PORT = process.env.STORYBOOK_PORT ?? '6006';
const OUT = process.env.STORYBOOK_OUT ?? 'storybook-static';
const separator = process.argv.indexOf('--');
const ownArgs = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const passThrough = separator === -1 ? [] : process.argv.slice(separator + 1);

if (!ownArgs.includes('--no-build')) {
  const build = spawnSync(
    process.execPath,
    ['node_modules/storybook/dist/bin/dispatcher.js', 'build', '--quiet', '--test', '-o', OUT],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(`${OUT}/index.html`)) throw new Error(`${OUT} is missing: build Storybook first`);
mkdirSync('test-results', { recursive: true });

const server = spawn(
  process.execPath,
  ['node_modules/http-server/bin/http-server', OUT, '-a', '127.0.0.1', '-p', PORT, '-s', '-c-1'],
  { stdio: 'ignore' },
);
await new Promise((resolve) => setTimeout(resolve, 800));

const args = [
  'node_modules/@storybook/test-runner/dist/test-storybook.js',
  '--url',
  `http://127.0.0.1:${PORT}`,
  ...passThrough,
  ...(ownArgs.includes('--update') ? ['-u'] : process.env.CI ? ['--ci'] : []),
  '--maxWorkers=2',
];
/**
 * Runs the test-runner, echoing its output. A runner that prints nothing for STALL_MS is
 * killed and the step fails, saying so: a hang is a defect to find, never run again into green,
 * and without this CI would wait out its 90 minutes. It has fired once (2026-11-24, a runner
 * with an idle CPU on the refund dialog's file, not reproduced since).
 */
const STALL_MS = Number(process.env.STORIES_STALL_MS ?? 180_000);
function runStories() {
  return new Promise((resolve) => {
    // Counts for the summary line come from the JUnit file (see test-runner-jest.config.js).
    const runner = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, JEST_JUNIT_OUTPUT_NAME: `stories-${PORT}.xml` },
    });
    let stalled = false;
    let timer;
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        process.kill(-runner.pid, 'SIGKILL');
      }, STALL_MS);
    };
    runner.stdout.on('data', (chunk) => (process.stdout.write(chunk), quiet()));
    runner.stderr.on('data', (chunk) => (process.stderr.write(chunk), quiet()));
    quiet();
    runner.on('close', (status) => {
      clearTimeout(timer);
      resolve(stalled ? 'stalled' : (status ?? 1));
    });
  });
}

const status = await runStories();
if (status === 'stalled')
  console.error(`\nstories: the runner printed nothing for ${STALL_MS / 1000} s and was stopped`);
server.kill();
process.exit(typeof status === 'number' ? status : 1);
