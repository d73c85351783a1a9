import * as Sentry from '@sentry/react';
import { buildSentryOptions, SENTRY_LIMITS, type SentryConfig } from './sentry-options';

/**
 * Starts the SDK and returns the reporter for setReporter. Only ever imported dynamically
 * (./start-monitoring.ts), so the SDK is a separate chunk that loads after first paint.
 * `overrides` is for tests (a capturing transport).
 */
export function startSentry(
  config: SentryConfig,
  overrides: Partial<Sentry.BrowserOptions> = {},
): (error: unknown, context?: Record<string, unknown>) => void {
  Sentry.init({
    ...buildSentryOptions(config),
    integrations: [
      Sentry.browserTracingIntegration({
        idleTimeout: SENTRY_LIMITS.idleTimeoutMs,
        finalTimeout: SENTRY_LIMITS.maxTransactionMs,
        childSpanTimeout: SENTRY_LIMITS.childSpanTimeoutMs,
      }),
    ],
    ...overrides,
  });
  // Caught errors go out as warnings (spec section 7); uncaught ones keep the SDK's level.
  return (error, context) => {
    Sentry.captureException(error, { level: 'warning', ...(context ? { extra: context } : {}) });
  };
}
