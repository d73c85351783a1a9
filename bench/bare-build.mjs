// The benchmarks' baselines (bench/bare-*: React alone doing the page's job) are built with Vite's
// defaults, outside the repository: a build inside it is linted by `eslint .` and fails it.
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Builds bench/<name> (its index.html) for production; resolves with the folder it is in. */
export function buildBarePage(name) {
  const outDir = path.join(tmpdir(), `tips-bench-${name}`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        `bench/${name}`,
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { stdio: 'inherit' },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve(outDir) : reject(new Error(`bench/${name} did not build`)),
    );
  });
}
