import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const openapiDir = dirname(fileURLToPath(import.meta.url));

/** The root of the hand-written contract; paths/ and schemas/ hang off it. */
export const specEntry = join(openapiDir, 'openapi.yaml');

/** The subset of an OpenAPI document that tests and tools read. */
export interface BundledSpec {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/**
 * One document from the split files, as Redocly CLI bundles it: every schema shared across
 * files becomes a named `components.schemas` entry (orval's own resolver would inline them).
 * Used by orval.config.ts and the contract tests, so both see exactly what the linter sees.
 */
export function bundleSpec(): BundledSpec {
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const json = execFileSync(process.execPath, [cli, 'bundle', specEntry, '--ext', 'json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(json) as BundledSpec;
}
