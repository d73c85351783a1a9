import * as Sentry from '@sentry/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { server } from '@mocks/node';
import { forceServerError, removeScenario } from '@mocks/scenarios/scenarios';
import { setupMockBackend } from '@mocks/test-utils';
import { startCapturingSentry } from '@/lib/monitoring/testing/capturing-sentry';
import { renderPayment } from '../testing/render-payment';

setupMockBackend();

/** What the visitor and the page hold that no error report may carry. */
const PERSONAL = {
  recipientFirstName: 'Anna',
  recipientLastName: 'Petrova',
  email: 'visitor.secret@example.kz',
  phone: '+77017778899',
  cardNumber: '4111111111111111',
};

let sentry: ReturnType<typeof startCapturingSentry>;

beforeAll(() => {
  sentry = startCapturingSentry();
});
afterAll(() => sentry.stop());
beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

it('reports the tip flow failures without any card or personal value', async () => {
  const user = userEvent.setup();
  renderPayment(`/${DEMO.annaQrCode}`);
  await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' });
  await user.type(
    screen.getByRole('textbox', { name: /Comment/ }),
    `email: ${PERSONAL.email}, phone: ${PERSONAL.phone}, card ${PERSONAL.cardNumber}`,
  );

  // A register that fails on the server is reported…
  const rule = forceServerError('payment/register', 503);
  await user.click(screen.getByRole('button', { name: /^Pay/ }));
  await screen.findByRole('alert');
  removeScenario(rule.id);
  // …and so is a gateway URL outside the allow-list.
  server.use(
    http.post('*/api/payment/register', () =>
      HttpResponse.json({
        order: {
          orderId: 'o-1',
          formUrl: `https://evil.example/pay?name=${PERSONAL.recipientLastName}`,
        },
      }),
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByText(/could not open the payment page safely/);
  await Sentry.flush(2000);

  await waitFor(() => expect(sentry.envelopes.length).toBeGreaterThanOrEqual(2));
  const serialized = JSON.stringify(sentry.envelopes);
  expect(serialized).toContain('payment/register');
  for (const [field, value] of Object.entries(PERSONAL)) {
    expect(serialized, `${field} leaked`).not.toContain(value);
  }
});
