import * as Sentry from '@sentry/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from './report-error';
import { HIDDEN } from './scrub';
import { startCapturingSentry } from './testing/capturing-sentry';

/** Values of card and personal fields that must never appear in anything sent. */
const SECRETS = {
  pan: '4111111111111111',
  cvc: 'CVC-SECRET-731',
  email: 'ivan.secret@example.kz',
  cardholderName: 'IVAN SECRETOV',
  expirationMonth: 'MONTH-SECRET',
  expirationYear: 'YEAR-SECRET',
  phone: '+77017778899',
  birthDate: 'BIRTH-SECRET',
  documentId: 'DOC-SECRET-42',
};

let sentry: ReturnType<typeof startCapturingSentry>;
const sent = () => sentry.envelopes.flatMap(([, items]) => items);
const events = () =>
  sent()
    .filter(([header]) => header.type === 'event')
    .map(([, payload]) => payload);

// reportError also logs to the console; keep the test output quiet.
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));

beforeAll(() => {
  sentry = startCapturingSentry();
});

afterAll(() => sentry.stop());

/** A request to a closed port fails at once without using the network, and still leaves a breadcrumb. */
function failingXhr(body: string): Promise<void> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', 'http://127.0.0.1:0/api/card/register');
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.onloadend = () => resolve();
    xhr.send(body);
  });
}

describe('Sentry with the product options', () => {
  it('sends no value of a listed field in any event, breadcrumb or message', async () => {
    await failingXhr(
      JSON.stringify({
        card: { pan: SECRETS.pan, cvc: SECRETS.cvc, cardholder_name: SECRETS.cardholderName },
        expirationMonth: SECRETS.expirationMonth,
        expirationYear: SECRETS.expirationYear,
        email: SECRETS.email,
        amount: 500,
      }),
    );
    Sentry.addBreadcrumb({ category: 'ui', message: `typed phone: ${SECRETS.phone}` });
    Sentry.addBreadcrumb(
      { category: 'fetch', type: 'http', data: { method: 'POST', url: '/api/profile/update' } },
      {
        input: [
          '/api/profile/update',
          { method: 'POST', body: `{"birthDate":"${SECRETS.birthDate}"}` },
        ],
      },
    );
    reportError(
      new Error(`card/register failed for {"pan":"${SECRETS.pan}","cvc":"${SECRETS.cvc}"}`),
      {
        form: { email: SECRETS.email, phone: SECRETS.phone },
        query: `?documentId=${SECRETS.documentId}`,
      },
    );
    Sentry.captureMessage(`profile: birthDate: ${SECRETS.birthDate}, email=${SECRETS.email}`);
    Sentry.startSpan({ name: `profile email=${SECRETS.email}`, forceTransaction: true }, () =>
      Sentry.startSpan({ name: `GET /api/profile?phone=${SECRETS.phone}` }, () => {}),
    );
    await Sentry.flush(2000);

    const serialized = JSON.stringify(sentry.envelopes);
    expect(events()).toHaveLength(2);
    expect(sent().filter(([header]) => header.type === 'transaction').length).toBeGreaterThan(0);
    for (const [field, value] of Object.entries(SECRETS)) {
      expect(serialized, `${field} leaked`).not.toContain(value);
    }

    // The bodies really were attached to the network breadcrumbs, filtered.
    const breadcrumbs = events()[0]?.breadcrumbs as Array<{
      category?: string;
      data?: { body?: unknown };
    }>;
    expect(breadcrumbs.find((crumb) => crumb.category === 'xhr')?.data?.body).toMatchObject({
      card: { pan: HIDDEN, cvc: HIDDEN, cardholder_name: HIDDEN },
      expirationMonth: HIDDEN,
      email: HIDDEN,
      amount: 500,
    });
    expect(breadcrumbs.find((crumb) => crumb.category === 'fetch')?.data?.body).toEqual({
      birthDate: HIDDEN,
    });
  });

  it('sends caught errors as warnings, with the runtime options applied', async () => {
    sentry.envelopes.length = 0;
    reportError(new Error('caught on purpose'));
    await Sentry.flush(2000);
    const [event] = events();
    expect(event).toMatchObject({ level: 'warning', environment: 'test' });
    expect(event?.exception).toMatchObject({ values: [{ value: 'caught on purpose' }] });
    expect(event?.release).toBeUndefined();
  });
});
