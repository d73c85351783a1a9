import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser-location';
import { startCapturingSentry } from '@/lib/monitoring/testing/capturing-sentry';
import { DEMO } from '@mocks/db/demo-ids';
import { TEST_CARDS } from '@mocks/gateway/test-cards';
import { server } from '@mocks/node';
import { forceError, removeScenario } from '@mocks/scenarios/scenarios';
import { CARDS_PATH, OPERATIONS_PATH } from '@/lib/routes';
import { renderApp, setupAppTests } from '@test/app';
import { stubResizeObserver } from '@test/resize-observer';
import { boundOnGateway } from './testing/bound-on-gateway';

/**
 * Runs the money flows (the payout cards: list, the return from the gateway bound and
 * declined, making a card active, deleting one; the operations history and its CSV export),
 * with failures on the way, in the whole app with Sentry started as in production (the
 * monitoring module's options and scrubbing) over a capturing transport, and proves that no
 * card number of the gateway's test cards, nor the account's e-mail or phone, in any
 * spelling, is in anything it would send.
 */
setupAppTests();
let sentry: ReturnType<typeof startCapturingSentry>;
beforeAll(() => {
  sentry = startCapturingSentry();
  // jsdom has <dialog> without its modal methods; the kit's Modal needs them.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  // The history's virtual list follows its place on the page with one; jsdom has none.
  stubResizeObserver();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});
afterAll(() => sentry.stop());

const pan = (outcome: (typeof TEST_CARDS)[number]['outcome']) =>
  TEST_CARDS.find((card) => card.outcome === outcome)!.pan;

/** `digits` with any spaces, dashes, dots or brackets between them (+7 (700) 000-00-01). */
const inAnySpelling = (digits: string) => new RegExp(digits.split('').join('[\\s().-]*'));

const cardList = () => screen.findByRole('list', { name: 'Your cards' });

beforeEach(() => sentry.startFlow());

/**
 * Ends a flow (a report and a flush, so its breadcrumbs go) and answers the text sent, which
 * holds no card number of the gateway's test cards, nor the account's e-mail or phone in any
 * spelling.
 */
async function sentWithoutSecrets(flow: string): Promise<string> {
  const text = await sentry.finishFlow(flow);
  expect(sentry.envelopes.length).toBeGreaterThan(0);
  for (const { pan: number } of TEST_CARDS)
    expect(text, number).not.toMatch(inAnySpelling(number.replaceAll(' ', '')));
  expect(text.toLowerCase()).not.toContain(DEMO.email);
  expect(text.toLowerCase()).not.toContain(encodeURIComponent(DEMO.email));
  // +77000000001: 7 000 000 00 01 in any spelling, with or without the country code.
  expect(text).not.toMatch(inAnySpelling(DEMO.phone.slice(2)));
  return text;
}

describe('telemetry of the cards and the operations history carries no card number, e-mail or phone', () => {
  it('in the card list, after a first try that failed', async () => {
    const user = userEvent.setup();
    // Failing until the retry: the banner asks for the list too, and the screen mounting after
    // a failure asks again.
    const listFails = forceError('card/list', 'general.error');
    await renderApp({ url: CARDS_PATH, user: DEMO.anna });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    removeScenario(listFails.id);
    await user.click(retry);
    await cardList();

    // The breadcrumbs did record the flow (so the checks look at real data).
    expect(await sentWithoutSecrets('card list')).toContain('card/list');
  });

  it('back from the gateway with the card that pays, made active and deleted after', async () => {
    const user = userEvent.setup();
    const bound = await boundOnGateway(pan('success'));
    const success = await renderApp({ url: `${CARDS_PATH}?orderId=${bound}`, user: DEMO.anna });
    await screen.findByText('Card Visa •••• 1111 added: tips now go to it.');
    success.unmount();

    // The seeded card made active again, the new one deleted.
    await renderApp({ url: CARDS_PATH, user: DEMO.anna });
    await user.click(
      await screen.findByRole('button', { name: 'Make Visa •••• 1234 the active card' }),
    );
    await screen.findByText('Tips now go to Visa •••• 1234.');
    await user.click(screen.getByRole('button', { name: 'Delete card Visa •••• 1111' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete card Visa •••• 1111?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    await screen.findByText('Card Visa •••• 1111 deleted.');

    const text = await sentWithoutSecrets('card bound');
    for (const call of ['card/confirm', 'card/active', 'card/delete']) expect(text).toContain(call);
  });

  it('back from the gateway with a declined card', async () => {
    const declinedOrder = await boundOnGateway(pan('decline'));
    await renderApp({ url: `${CARDS_PATH}?orderId=${declinedOrder}`, user: DEMO.anna });
    await screen.findByRole('heading', { name: 'The card was not added' });

    expect(await sentWithoutSecrets('card declined')).toContain('card/confirm');
  });

  it('in the report of a gateway address off the allow-list (by its origin)', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/card/register', () =>
        HttpResponse.json({
          orderId: 'bind-evil',
          formUrl: `https://evil.example/bind?email=${DEMO.email}&phone=${DEMO.phone}`,
        }),
      ),
    );
    await renderApp({ url: CARDS_PATH, user: DEMO.anna });
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    await screen.findByText(/not on the allowed list/);

    const text = await sentWithoutSecrets('gateway off the list');
    for (const call of ['card/register', 'evil.example']) expect(text).toContain(call);
  });

  it("in yesterday's operations, after a first page that failed, and their CSV export", async () => {
    const user = userEvent.setup();
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const historyFails = forceError('operation/list', 'general.error');
    await renderApp({ url: `${OPERATIONS_PATH}?from=${day}&to=${day}`, user: DEMO.anna });
    const retryHistory = await screen.findByRole('button', { name: 'Try again' });
    removeScenario(historyFails.id);
    await user.click(retryHistory);
    await screen.findByRole('region', { name: 'Operations' });
    // jsdom has no object URLs and cannot download: the export's file is caught here.
    const saved = vi.fn((_blob: Blob) => 'blob:export');
    URL.createObjectURL = saved;
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());

    expect(await sentWithoutSecrets('history')).toContain('operation/list');
  });
});
