// Generated code (src/api/generated, mocks/generated) is not committed, so "current" means:
// nobody committed it by mistake, `npm run generate` gives the same output every time from
// openapi/ alone, and the whole project type-checks against that output.
// Usage: node scripts/check-generated.mjs [--no-typecheck]   (npm run generate:check)
// The test suite passes --no-typecheck because its next step type-checks the project anyway.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const generatedDirs = ['src/api/generated', 'mocks/generated'];
const failures = [];

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** One hash per file, so a difference can be named. */
function snapshot() {
  const files = generatedDirs.flatMap(listFiles).sort();
  return new Map(
    files.map((file) => [
      relative('.', file),
      createHash('sha256').update(readFileSync(file)).digest('hex'),
    ]),
  );
}

function generate() {
  const result = run(process.execPath, [
    'node_modules/orval/dist/bin/orval.mjs',
    '--config',
    'orval.config.ts',
  ]);
  if (!result.ok) {
    console.error(result.output);
    throw new Error('orval failed');
  }
}

const tracked = run('git', ['ls-files', ...generatedDirs]).output.trim();
if (tracked)
  failures.push(`generated files are committed (they must stay gitignored):\n${tracked}`);

// Output already on disk (npm test generates first) is compared with one fresh run.
if (snapshot().size === 0) generate();
const first = snapshot();
generate();
const second = snapshot();
if (first.size === 0) failures.push('orval wrote nothing');
const changed = [...new Set([...first.keys(), ...second.keys()])].filter(
  (file) => first.get(file) !== second.get(file),
);
if (changed.length > 0)
  failures.push(
    `generation is not deterministic; these differ between two runs:\n${changed.join('\n')}`,
  );

const typecheck = process.argv.includes('--no-typecheck')
  ? { ok: true }
  : run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json']);
if (!typecheck.ok)
  failures.push(`the project does not type-check against the generated code:\n${typecheck.output}`);

if (failures.length > 0) {
  for (const failure of failures) console.error(`check-generated: ${failure}`);
  process.exit(1);
}
console.log(`check-generated: ${first.size} generated files, deterministic`);
