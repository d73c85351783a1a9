import type { ConfigEnv } from 'vite';

/** The app's builds without the mock backend (`vite build`, not `--mode mock` or `gateway`). */
export function appProductionBuild(_config: unknown, { command, mode }: ConfigEnv): boolean {
  return command === 'build' && mode !== 'mock' && mode !== 'gateway';
}
