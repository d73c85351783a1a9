// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { specEntry } from './bundle';

// The same check as `npm run lint:spec`, inside the test suite: Redocly's recommended rules
// plus the stricter ones in redocly.yaml must pass with no errors and no warnings.
it('passes Redocly lint without problems', () => {
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const result = spawnSync(process.execPath, [cli, 'lint', specEntry, '--format', 'json'], {
    encoding: 'utf8',
  });
  const report = JSON.parse(result.stdout) as { totals: { errors: number; warnings: number } };
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  expect(result.status).toBe(0);
});
