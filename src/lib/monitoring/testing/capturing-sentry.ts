import * as Sentry from '@sentry/react';
import { reportError, setReporter } from '../report-error';
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
  /** Every string Sentry would send; numbers (timestamps, durations) are left out. */
  const sentText = () =>
    JSON.stringify(envelopes, (_key, value: unknown) =>
      typeof value === 'number' ? undefined : value,
    );
  return {
    envelopes,
    sentText,
    /**
     * The start of a flow under test (a beforeEach): nothing sent so far, and no breadcrumb of
     * an earlier flow, so what finishFlow answers is this flow's alone.
     */
    startFlow() {
      envelopes.length = 0;
      Sentry.getIsolationScope().clearBreadcrumbs();
      Sentry.getCurrentScope().clearBreadcrumbs();
    },
    /**
     * The end of a flow under test: what a screen would report on a failure, and a flush, so
     * the flow's breadcrumbs are sent with it. Answers everything sent (sentText).
     */
    async finishFlow(flow: string): Promise<string> {
      reportError(new Error(`${flow} finished`), { step: 'finish' });
      await Sentry.flush(2000);
      return sentText();
    },
    async stop() {
      setReporter(null);
      await Sentry.close();
    },
  };
}
