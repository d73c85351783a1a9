// Hosted visual review (Chromatic). Needs CHROMATIC_PROJECT_TOKEN and network access to
// Chromatic; CI never calls it (offline, the CLI retries forever) — the screenshot
// baselines checked by `npm run test:stories` do the same job offline.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'CHROMATIC_PROJECT_TOKEN is not set: nothing to do (offline screenshots: npm run test:stories).',
  );
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  [
    'node_modules/chromatic/dist/bin.js',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
