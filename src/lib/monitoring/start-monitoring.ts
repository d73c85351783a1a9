import { afterFirstPaint } from '@/lib/after-first-paint';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { setReporter } from './report-error';
// Type only: erased at build, so the SDK stays out of the main chunk.
import type { startSentry } from './sentry';

type LoadSentry = () => Promise<{ startSentry: typeof startSentry }>;

/**
 * Starts error reporting after first paint, once the runtime configuration has settled. With no
 * DSN the SDK is not even downloaded, so nothing leaves the browser.
 */
export function startMonitoring(
  configReady: Promise<unknown>,
  loadSentry: LoadSentry = () => import('./sentry'),
): Promise<boolean> {
  return new Promise<void>((resolve) => afterFirstPaint(resolve))
    .then(() => configReady)
    .then(async () => {
      const config = getRuntimeConfig();
      if (!config.sentryDsn) return false;
      const { startSentry } = await loadSentry();
      setReporter(startSentry(config));
      return true;
    })
    .catch((error: unknown) => {
      console.warn('Error reporting could not start', error);
      return false;
    });
}
