// The whole test suite (`npm test`, called by .ci/run): every check, then each step's time and
// one summary line "N passed, N failed". Test runners count their own tests (read back from
// their JUnit files); every other check (lint, type-check, builds, budgets) counts as one.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

const step = (name, cmd, extra = {}) => ({ name, cmd, ...extra });
const script = (name, ...args) => [
  npm,
  'run',
  '--silent',
  name,
  ...(args.length ? ['--', ...args] : []),
];

const VITE_BUILD = ['node', 'node_modules/vite/bin/vite.js', 'build'];

/**
 * First, one after another: what everything else needs (the generated client) and the one
 * benchmark, which needs the machine to itself.
 */
const before = [
  step('generate client from the contract', script('generate'), { fatal: true }),
  step('generated code is current', script('generate:check', '--no-typecheck')),
  step('mock backend speed with the large data set (bench:mock)', script('bench:mock', '--check')),
  step(
    'mock backend conforms to the contract (Prism proxy, every operation)',
    script('contract:conformance'),
  ),
];

/**
 * Then three lanes side by side, each in order. Run one after another the steps kept one of
 * the two cores idle for half the run (the browsers wait on pages, the stories on renders); side
 * by side they fill it. Each lane stops at its first failed fatal step (a build the rest needs).
 */
const lanes = [
  [
    step('eslint', script('lint')),
    step('type-check', script('typecheck')),
    step('lint the OpenAPI spec', script('lint:spec')),
    step('prettier', script('format:check')),
    step(
      'unit and integration tests (vitest)',
      script(
        'test:unit',
        '--reporter=default',
        '--reporter=junit',
        '--outputFile.junit=test-results/unit.xml',
      ),
      { junit: 'test-results/unit.xml' },
    ),
  ],
  [
    // `vite build` itself, not `npm run build`: its `generate` would rewrite (`clean: true`)
    // the client that lane 1 is reading; it was generated once, first.
    step('production build', VITE_BUILD, { fatal: true }),
    step('no mock code in the production bundle', ['node', 'scripts/check-bundle.mjs']),
    step('bundle size budget', script('budget')),
    step('mock build', [...VITE_BUILD, '--mode', 'mock', '--outDir', 'dist-mock'], { fatal: true }),
    step('end-to-end (playwright)', script('test:e2e'), { junit: 'test-results/e2e.xml' }),
  ],
  [
    step(
      'stories (storybook test-runner: play, axe, screenshots)',
      ['node', 'scripts/test-stories.mjs'],
      {
        junit: `test-results/stories-${process.env.STORYBOOK_PORT ?? '6006'}.xml`,
      },
    ),
  ],
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

/**
 * Runs a step. `tag` prefixes each line it prints, so steps running side by side can be told
 * apart; alone, a step prints as it is.
 */
function run(step, tag = '') {
  return new Promise((resolve) => {
    const stepStart = Date.now();
    console.log(`\n${tag}▶ ${step.name}`);
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      stdio: tag ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    for (const stream of [child.stdout, child.stderr].filter(Boolean)) {
      createInterface({ input: stream }).on('line', (line) => console.log(tag + line));
    }
    child.on('close', (status) => resolve(record(step, status === 0, stepStart)));
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

async function runLane(laneSteps, tag) {
  for (const laneStep of laneSteps) {
    const ok = await run(laneStep, tag);
    if (!ok && laneStep.fatal) {
      report.push(`  stopped: "${laneStep.name}" failed and later steps depend on it`);
      return;
    }
  }
}

let stopped = false;
for (const beforeStep of before) {
  if (!(await run(beforeStep)) && beforeStep.fatal) {
    report.push(`  stopped: "${beforeStep.name}" failed and later steps depend on it`);
    stopped = true;
    break;
  }
}
if (!stopped) await Promise.all(lanes.map((lane, index) => runLane(lane, `[${index + 1}] `)));

console.log(`\n${report.join('\n')}`);
console.log(`total ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
