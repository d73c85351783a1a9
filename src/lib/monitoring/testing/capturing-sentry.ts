import * as Sentry from '@sentry/react';
import { setReporter } from '../report-error';
import { startSentry } from '../sentry';

/**
 * Tests only: starts Sentry exactly as production does (the monitoring module's options and
 * scrubbing) over a transport that keeps every envelope instead of sending it, and routes
 * reportError() to it. Nothing leaves the test.
 */
/** An envelope as sent: headers, then items of [item header, payload]. */
export type CapturedEnvelope = [
  Record<string, unknown>,
  Array<[{ type: string }, Record<string, unknown>]>,
];

export function startCapturingSentry() {
  const envelopes: CapturedEnvelope[] = [];
  setReporter(
    startSentry(
      {
        sentryDsn: 'https://public@o0.ingest.example.invalid/1',
        sentryTunnel: '/monitoring',
        sentryEnvironment: 'test',
      },
      {
        transport: () => ({
          send: (envelope) => {
            envelopes.push(envelope as unknown as CapturedEnvelope);
            return Promise.resolve({ statusCode: 200 });
          },
          flush: () => Promise.resolve(true),
        }),
      },
    ),
  );
  return {
    envelopes,
    /** Every string Sentry would send; numbers (timestamps, durations) are left out. */
    sentText: () =>
      JSON.stringify(envelopes, (_key, value: unknown) =>
        typeof value === 'number' ? undefined : value,
      ),
    async stop() {
      setReporter(null);
      await Sentry.close();
    },
  };
}
