/**
 * What the user page's tests share: the mock backend with the calls the page makes recorded
 * (register bodies, the orders made, the amounts a fee was asked for), a gateway origin the page
 * may go to, and Anna's page open and ready to pay.
 */
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { server } from '@mocks/node';
import { setupMockBackend } from '@mocks/test-utils';
import { browser } from '@/lib/browser-location';
import { mergeRuntimeConfig, resetRuntimeConfig } from '@/lib/config/runtime-config';
import { renderPayment } from './render-payment';

export const GATEWAY = 'https://pay.bank.example';

export interface TipPageCalls {
  /** Register bodies the backend received, in order. */
  registered: Array<Record<string, unknown>>;
  /** Orders the mock backend created, in order. */
  orders: string[];
  /** The amounts payment/fee was asked about, in order. */
  feeAmounts: number[];
}

/**
 * The mock backend for a test file of the tip page, the gateway allowed, the browser kept on
 * the page; each test records its own calls in what this answers.
 */
export function setupTipPageTests(): TipPageCalls {
  setupMockBackend();
  const calls: TipPageCalls = { registered: [], orders: [], feeAmounts: [] };
  beforeEach(() => {
    calls.registered = [];
    calls.orders = [];
    calls.feeAmounts = [];
    sessionStorage.clear();
    mergeRuntimeConfig({ gatewayOrigins: [GATEWAY] });
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/payment/register'))
        void request
          .clone()
          .json()
          .then((body: Record<string, unknown>) => calls.registered.push(body));
      if (path.endsWith('/payment/fee'))
        void request
          .clone()
          .json()
          .then((body: { amount: number }) => calls.feeAmounts.push(body.amount));
    });
    server.events.on('response:mocked', ({ request, response }) => {
      if (new URL(request.url).pathname.endsWith('/payment/register') && response.ok)
        void response
          .clone()
          .json()
          .then((body: { order: { orderId: string } }) => calls.orders.push(body.order.orderId));
    });
  });
  afterEach(() => {
    server.events.removeAllListeners();
    resetRuntimeConfig();
  });
  return calls;
}

/** The real mock backend answers with its own origin's gateway page; production refuses that, so tests name an allowed one. */
export function gatewayAnswers(delayMs = 0) {
  server.use(
    http.post('*/api/payment/register', async () => {
      if (delayMs) await delay(delayMs);
      return HttpResponse.json({
        order: { orderId: 'order-1', formUrl: `${GATEWAY}/form?mdOrder=order-1` },
      });
    }),
  );
}

export const payButton = () => screen.getByRole('button', { name: /^Pay|Try again/ });

/** Opens Anna's page and waits until it can be paid (its first fee is in). */
export async function openAnna(url = `/${DEMO.annaQrCode}`) {
  const view = renderPayment(url);
  await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' });
  await waitFor(() => expect(payButton()).toBeEnabled());
  return view;
}
