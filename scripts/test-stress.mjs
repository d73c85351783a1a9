// The suite under load (`npm run test:stress`): vitest, the end-to-end flows and the stories,
// one after another, each with two busy loops competing for the cores, as on a CI machine
// shared with other work. Prints each step's result and time, and the load average it met.
// No timeout is raised for it: the suite's own waits must hold.
//   npm run test:stress [-- --no-build]     (--no-build: dist/ and dist-mock/ are current)
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const BUSY_LOOPS = 2;
const noBuild = process.argv.includes('--no-build');

const steps = [
  { name: 'vitest', cmd: [npm, 'run', '--silent', 'test:unit'] },
  ...(noBuild
    ? []
    : [
        { name: 'production build', cmd: [npm, 'run', '--silent', 'build'], setup: true },
        { name: 'mock build', cmd: [npm, 'run', '--silent', 'build:mock'], setup: true },
      ]),
  { name: 'end-to-end', cmd: [npm, 'run', '--silent', 'test:e2e'] },
  // The mock build's full navigations, each answered within a second (issue 22's bar).
  { name: 'navigation benchmark', cmd: [npm, 'run', '--silent', 'bench:navigation'] },
  { name: 'stories', cmd: ['node', 'scripts/test-stories.mjs'] },
];

/** A process that keeps one core busy until it is stopped (at most an hour). */
const busyLoop = () =>
  spawn(
    process.execPath,
    ['-e', 'const end = Date.now() + 3_600_000; while (Date.now() < end) {}'],
    { stdio: 'ignore' },
  );

function run(step) {
  return new Promise((resolve) => {
    console.log(`\n▶ ${step.name} (with ${BUSY_LOOPS} busy loops)`);
    const loops = step.setup ? [] : Array.from({ length: BUSY_LOOPS }, busyLoop);
    const started = Date.now();
    let loadSum = 0;
    let loadSamples = 0;
    const sampler = setInterval(() => {
      loadSum += loadavg()[0];
      loadSamples += 1;
    }, 5000);
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    child.on('close', (status) => {
      clearInterval(sampler);
      for (const loop of loops) loop.kill();
      const seconds = Math.round((Date.now() - started) / 1000);
      const load = loadSamples ? (loadSum / loadSamples).toFixed(1) : loadavg()[0].toFixed(1);
      resolve({ ...step, ok: status === 0, seconds, load });
    });
  });
}

const results = [];
for (const step of steps) {
  const result = await run(step);
  results.push(result);
  if (!result.ok && result.setup) break;
}
console.log('\ntest:stress');
for (const { name, ok, seconds, load, setup } of results)
  console.log(`${ok ? '✔' : '✘'} ${name}: ${seconds}s${setup ? '' : `, load average ${load}`}`);
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
