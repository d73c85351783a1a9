// The whole test suite (`npm test`, called by .ci/run): every check in order, then one
// summary line "N passed, N failed". Test runners count their own tests (read back from
// their JUnit files); every other check (lint, type-check, builds, budgets) counts as one.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

/** name, command, junit file the step writes (if it runs tests), fatal = stop the run on failure */
const steps = [
  {
    name: 'generate client from the contract',
    cmd: [npm, 'run', '--silent', 'generate'],
    fatal: true,
  },
  {
    name: 'generated code is current',
    cmd: [npm, 'run', '--silent', 'generate:check', '--', '--no-typecheck'],
  },
  {
    // Read-only checks that wait on one core each: side by side, their output printed whole.
    parallel: [
      { name: 'eslint', cmd: [npm, 'run', '--silent', 'lint'] },
      { name: 'type-check', cmd: [npm, 'run', '--silent', 'typecheck'] },
      { name: 'lint the OpenAPI spec', cmd: [npm, 'run', '--silent', 'lint:spec'] },
      { name: 'prettier', cmd: [npm, 'run', '--silent', 'format:check'] },
    ],
  },
  {
    name: 'unit and integration tests (vitest)',
    cmd: [
      npm,
      'run',
      '--silent',
      'test:unit',
      '--',
      '--reporter=default',
      '--reporter=junit',
      '--outputFile.junit=test-results/unit.xml',
    ],
    junit: 'test-results/unit.xml',
  },
  {
    name: 'mock backend conforms to the contract (Prism proxy, every operation)',
    cmd: [npm, 'run', '--silent', 'contract:conformance'],
  },
  {
    name: 'mock backend speed with the large data set (bench:mock)',
    cmd: [npm, 'run', '--silent', 'bench:mock', '--', '--check'],
  },
  { name: 'production build', cmd: [npm, 'run', '--silent', 'build'], fatal: true },
  { name: 'no mock code in the production bundle', cmd: ['node', 'scripts/check-bundle.mjs'] },
  { name: 'bundle size budget', cmd: [npm, 'run', '--silent', 'budget'] },
  { name: 'mock build', cmd: [npm, 'run', '--silent', 'build:mock'], fatal: true },
  {
    name: 'end-to-end (playwright)',
    cmd: [npm, 'run', '--silent', 'test:e2e'],
    junit: 'test-results/e2e.xml',
  },
  {
    name: 'stories (storybook test-runner: play, axe, screenshots)',
    cmd: ['node', 'scripts/test-stories.mjs'],
    junit: `test-results/stories-${process.env.STORYBOOK_PORT ?? '6006'}.xml`,
  },
];

/** Counts testcases in a JUnit file: failed = those with a <failure> or <error>. */
function countJunit(file) {
  if (!existsSync(file)) return null;
  const xml = readFileSync(file, 'utf8');
  const cases = xml.match(/<testcase\b[\s\S]*?(?:\/>|<\/testcase>)/g) ?? [];
  let failed = 0;
  let skipped = 0;
  for (const testCase of cases) {
    if (/<(failure|error)\b/.test(testCase)) failed += 1;
    else if (/<skipped\b/.test(testCase)) skipped += 1;
  }
  return { passed: cases.length - failed - skipped, failed, skipped };
}

let passed = 0;
let failed = 0;
let skipped = 0;
const report = [];
const started = Date.now();

/** Runs a step; `buffered` keeps its output until it ends, so parallel steps do not interleave. */
function run(step, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const stepStart = Date.now();
    const output = [];
    if (!buffered) console.log(`\n▶ ${step.name}`);
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (buffered) console.log(`\n▶ ${step.name}\n${Buffer.concat(output).toString()}`);
      resolve(record(step, status === 0, stepStart));
    });
  });
}

function record(step, ok, stepStart) {
  const counts = step.junit ? countJunit(step.junit) : null;
  if (counts && counts.passed + counts.failed > 0) {
    passed += counts.passed;
    skipped += counts.skipped;
    // A runner that failed without reporting a failed test (crash, config error) still fails.
    failed += counts.failed > 0 || ok ? counts.failed : 1;
  } else if (ok) passed += 1;
  else failed += 1;
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(0);
  report.push(
    `${ok ? '✔' : '✘'} ${step.name} (${seconds}s)${counts ? `: ${counts.passed} passed, ${counts.failed} failed` : ''}`,
  );
  return ok;
}

/** Runs steps as many at a time as there are cores. */
async function runParallel(group) {
  const queue = [...group];
  const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    while (queue.length > 0) await run(queue.shift(), { buffered: true });
  });
  await Promise.all(lanes);
}

for (const step of steps) {
  if (step.parallel) {
    await runParallel(step.parallel);
    continue;
  }
  const ok = await run(step);
  if (!ok && step.fatal) {
    report.push(`  stopped: "${step.name}" failed and later steps depend on it`);
    break;
  }
}

console.log(`\n${report.join('\n')}`);
console.log(`total ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
