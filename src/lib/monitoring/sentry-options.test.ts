import { describe, expect, it } from 'vitest';
import { buildSentryOptions, TRACE_PROPAGATION_TARGETS } from './sentry-options';

const config = {
  sentryDsn: 'https://public@o0.ingest.example.invalid/1',
  sentryTunnel: '/monitoring',
  sentryEnvironment: 'production',
};

/** How the SDK decides: the absolute URL, or for same-origin requests also the path. */
function propagates(url: string): boolean {
  const resolved = new URL(url, 'https://tips.example.kz/t/42');
  const candidates =
    resolved.origin === 'https://tips.example.kz'
      ? [resolved.href, resolved.pathname]
      : [resolved.href];
  return candidates.some((candidate) =>
    TRACE_PROPAGATION_TARGETS.some((target) =>
      typeof target === 'string' ? candidate.includes(target) : target.test(candidate),
    ),
  );
}

describe('buildSentryOptions', () => {
  it('sends through the configured tunnel with the section 7 and 9 settings', () => {
    expect(buildSentryOptions(config)).toMatchObject({
      dsn: config.sentryDsn,
      enabled: true,
      tunnel: '/monitoring',
      environment: 'production',
      release: '',
      tracesSampleRate: 1,
      traceLifecycle: 'static',
      maxBreadcrumbs: 100,
      maxValueLength: 250,
      transportOptions: { bufferSize: 30 },
    });
  });

  it('is disabled without a DSN', () => {
    expect(buildSentryOptions({ ...config, sentryDsn: '' }).enabled).toBe(false);
  });
});

describe('trace propagation', () => {
  it.each([
    '/api/payment/form',
    'https://tips.example.kz/api/x',
    'http://localhost:5173/api',
    'http://127.0.0.1:4173/',
  ])('adds trace headers to %s', (url) => expect(propagates(url)).toBe(true));

  it.each([
    'https://gateway.bank.example/pay',
    '//cdn.example.com/x.js',
    'https://localhost.evil.example/',
  ])('leaves %s alone', (url) => expect(propagates(url)).toBe(false));
});
