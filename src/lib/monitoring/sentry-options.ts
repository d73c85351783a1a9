import type { Breadcrumb, BreadcrumbHint, BrowserOptions, Event } from '@sentry/react';
import type { RuntimeConfig } from '@/lib/config/runtime-config';
import { filterRequestBody, scrubValue } from './scrub';

/** Spec section 9 defaults that Sentry has options for. */
export const SENTRY_LIMITS = {
  maxBreadcrumbs: 100,
  transportBufferSize: 30,
  maxValueLength: 250,
  idleTimeoutMs: 1000,
  maxTransactionMs: 600_000,
  /** The old SDK closed a span after 3 unchanged 5000 ms heartbeats; this is its successor. */
  childSpanTimeoutMs: 3 * 5000,
} as const;
// Not options in SDK 11, and its built-in values already match section 9: the rate-limit
// back-off without a Retry-After header is 60 s and a transaction keeps at most 1000 spans.

/** Local and same-origin requests only (same-origin URLs are also matched by their path). */
export const TRACE_PROPAGATION_TARGETS: Array<string | RegExp> = [
  /^\/(?!\/)/,
  /^https?:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?(?:[/?#]|$)/,
];

/** fetch(input, init): the body is in init; a Request's own body cannot be read synchronously. */
function fetchBody(input: unknown): unknown {
  if (!Array.isArray(input)) return undefined;
  const init: unknown = input[1];
  return typeof init === 'object' && init !== null && 'body' in init ? init.body : undefined;
}

/** Network breadcrumbs carry the request body with card and personal fields filtered out. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb, hint?: BreadcrumbHint): Breadcrumb {
  const { category } = breadcrumb;
  if (category === 'fetch' || category === 'xhr') {
    const raw: unknown = category === 'fetch' ? fetchBody(hint?.input) : hint?.input;
    const body = filterRequestBody(raw);
    if (body !== undefined) breadcrumb = { ...breadcrumb, data: { ...breadcrumb.data, body } };
  }
  return scrubValue(breadcrumb);
}

/** Scrubs all text of an event; the SDK's internal metadata is left as it is (it is not sent). */
export function scrubEvent<T extends Event>(event: T): T {
  const { sdkProcessingMetadata, ...sent } = event;
  return { ...scrubValue(sent), sdkProcessingMetadata } as T;
}

export type SentryConfig = Pick<RuntimeConfig, 'sentryDsn' | 'sentryTunnel' | 'sentryEnvironment'>;

/** Everything of Sentry.init except integrations, which need the SDK itself. */
export function buildSentryOptions(config: SentryConfig): BrowserOptions {
  return {
    dsn: config.sentryDsn,
    enabled: config.sentryDsn !== '',
    // Reports go to the product's own host, which forwards them (spec section 7).
    tunnel: config.sentryTunnel,
    environment: config.sentryEnvironment,
    release: '',
    tracesSampleRate: 1,
    // Transactions (SDK 11 defaults to streamed spans): the section 9 limits are transaction
    // limits, and beforeSendTransaction scrubs each transaction with all its spans in one place.
    traceLifecycle: 'static',
    tracePropagationTargets: TRACE_PROPAGATION_TARGETS,
    maxBreadcrumbs: SENTRY_LIMITS.maxBreadcrumbs,
    maxValueLength: SENTRY_LIMITS.maxValueLength,
    transportOptions: { bufferSize: SENTRY_LIMITS.transportBufferSize },
    // The SDK's own body/header/cookie capture stays off; breadcrumbs get filtered bodies instead.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] },
    beforeBreadcrumb: scrubBreadcrumb,
    beforeSend: scrubEvent,
    beforeSendTransaction: scrubEvent,
  };
}
