import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser-location';
import { mergeRuntimeConfig, resetRuntimeConfig } from '@/lib/config/runtime-config';
import * as monitoring from '@/lib/monitoring/report-error';
import { db } from '@mocks/db/collections';
import { DEMO } from '@mocks/db/demo-ids';
import { server } from '@mocks/node';
import { forceError, removeScenario } from '@mocks/scenarios/scenarios';
import { signedInClient } from '@mocks/test-utils';
import { CABINET_PATH, CARDS_PATH } from '@/lib/routes';
import { renderApp, setupAppTests } from '@test/app';
import { boundOnGateway } from '../testing/bound-on-gateway';

setupAppTests();

// jsdom has <dialog> without its modal methods; the kit's Modal needs them to open and close.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

const GATEWAY = 'https://pay.bank.example';
const SUCCESS = '4111 1111 1111 1111';
/** Calls the mock received, by call name. */
let calls: string[];

beforeEach(() => {
  calls = [];
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  server.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url).pathname.replace('/api/', ''));
  });
});

afterEach(() => {
  server.events.removeAllListeners();
  resetRuntimeConfig();
});

const count = (call: string) => calls.filter((each) => each === call).length;

/** Anna's seeded card plus one more, already bound and confirmed. */
async function secondCard(): Promise<void> {
  const anna = await signedInClient(DEMO.anna);
  const orderId = await boundOnGateway(SUCCESS);
  await anna.call('card/confirm', { orderId });
}

const cardList = () => screen.findByRole('list', { name: 'Your cards' });

describe('the cards screen', () => {
  it('shows each card masked, with its expiry and whether tips go to it', async () => {
    await renderApp({ url: CARDS_PATH, user: DEMO.anna });
    const card = within(await cardList()).getByRole('listitem', { name: 'Visa •••• 1234' });
    expect(card).toHaveTextContent('4400 43•• •••• 1234');
    expect(card).toHaveTextContent('09/29');
    expect(card).toHaveTextContent('Active: tips are paid out here');
    expect(screen.getByRole('heading', { level: 1, name: 'Payout cards' })).toBeVisible();
  });

  it('says so when there is no card, and the banner asks for one', async () => {
    await renderApp({ url: CARDS_PATH, user: DEMO.maria });
    expect(await screen.findByRole('heading', { name: 'No cards yet' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'No card for payouts' })).toBeVisible();
  });

  it('a failed card/list offers a retry that loads the cards', async () => {
    forceError('card/list', 'general.error', { once: true });
    await renderApp({ url: CARDS_PATH, user: DEMO.anna });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await cardList()).toBeVisible();
  });
});

describe('adding a card', () => {
  it('sends the browser to the allowed gateway once, however often it is clicked', async () => {
    mergeRuntimeConfig({ gatewayOrigins: [GATEWAY] });
    server.use(
      http.post('*/api/card/register', async () => {
        calls.push('card/register (answered)');
        await delay(50);
        return HttpResponse.json({ orderId: 'bind-1', formUrl: `${GATEWAY}/bind?mdOrder=bind-1` });
      }),
    );
    await renderApp({ url: CARDS_PATH, user: DEMO.anna });
    const add = await screen.findByRole('button', { name: 'Add a card' });
    await userEvent.dblClick(add);
    await userEvent.click(add);
    await waitFor(() => expect(browser.assign).toHaveBeenCalledOnce());
    expect(browser.assign).toHaveBeenCalledWith(`${GATEWAY}/bind?mdOrder=bind-1`);
    expect(count('card/register (answered)')).toBe(1);
    expect(screen.getByText("Taking you to the bank's page…")).toBeVisible();
  });

  it('never follows an address outside the allow-list, and reports only its origin', async () => {
    const report = vi.spyOn(monitoring, 'reportError');
    server.use(
      http.post('*/api/card/register', () =>
        HttpResponse.json({ orderId: 'bind-2', formUrl: 'https://evil.example/bind?x=1' }),
      ),
    );
    await renderApp({ url: CARDS_PATH, user: DEMO.anna });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    expect(await screen.findByText(/not on the allowed list/)).toBeVisible();
    expect(browser.assign).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledWith(expect.any(Error), {
      call: 'card/register',
      origin: 'https://evil.example',
    });
  });

  it('a failed card/register says why and stays on the screen', async () => {
    forceError('card/register', 'general.error', { once: true });
    await renderApp({ url: CARDS_PATH, user: DEMO.anna });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(browser.assign).not.toHaveBeenCalled();
    expect(within(await cardList()).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('back from the gateway', () => {
  it('confirms the binding once: the new card is listed and active', async () => {
    const orderId = await boundOnGateway(SUCCESS);
    const { router } = await renderApp({
      url: `${CARDS_PATH}?orderId=${orderId}`,
      user: DEMO.anna,
    });
    const addresses: string[] = [];
    router.subscribe(({ location }) => void addresses.push(location.key));
    expect(await screen.findByText('Card Visa •••• 1111 added: tips now go to it.')).toBeVisible();
    const list = await cardList();
    await waitFor(() =>
      expect(within(list).getByRole('listitem', { name: 'Visa •••• 1111' })).toHaveTextContent(
        'Active',
      ),
    );
    expect(within(list).getByRole('listitem', { name: 'Visa •••• 1234' })).not.toHaveTextContent(
      'Active',
    );
    expect(count('card/confirm')).toBe(1);
    // The address forgets the order, so a reload does not confirm it again.
    expect(router.state.location.search).toBe('');
    // ...and forgets it once: the screen does not change its address again on every render.
    expect(new Set(addresses).size).toBeLessThanOrEqual(1);
  });

  it('a declined card adds nothing and offers to add another', async () => {
    const orderId = await boundOnGateway('4000 0000 0000 0002');
    await renderApp({ url: `${CARDS_PATH}?orderId=${orderId}`, user: DEMO.anna });
    const outcome = await screen.findByRole('alert');
    expect(within(outcome).getByRole('heading', { name: 'The card was not added' })).toBeVisible();
    expect(within(outcome).getByRole('button', { name: 'Add a card' })).toBeVisible();
    expect(within(await cardList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('a card bound already shows the catalogue’s title and subtitle', async () => {
    await secondCard();
    const orderId = await boundOnGateway(SUCCESS);
    await renderApp({ url: `${CARDS_PATH}?orderId=${orderId}`, user: DEMO.anna, locale: 'ru' });
    const outcome = await screen.findByRole('alert');
    expect(within(outcome).getByRole('heading', { name: 'Карта уже добавлена' })).toBeVisible();
    expect(outcome).toHaveTextContent('Попробуйте добавить другую карту.');
  });

  it('a confirmation that failed on the way retries the same order', async () => {
    const orderId = await boundOnGateway(SUCCESS);
    forceError('card/confirm', 'general.error', { once: true });
    await renderApp({ url: `${CARDS_PATH}?orderId=${orderId}`, user: DEMO.anna });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Card Visa •••• 1111 added/)).toBeVisible();
    expect(count('card/confirm')).toBe(2);
  });
});

describe('the active card and deleting', () => {
  it('makes another card active', async () => {
    await secondCard();
    await renderApp({ url: CARDS_PATH, user: DEMO.anna });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Make Visa •••• 1234 the active card' }),
    );
    expect(await screen.findByText('Tips now go to Visa •••• 1234.')).toBeVisible();
    const list = await cardList();
    expect(within(list).getByRole('listitem', { name: 'Visa •••• 1234' })).toHaveTextContent(
      'Active',
    );
    expect(
      within(list).getByRole('button', { name: 'Make Visa •••• 1111 the active card' }),
    ).toBeVisible();
  });

  it('deletes the active card after a confirmation that names it and its successor', async () => {
    await secondCard();
    await renderApp({ url: CARDS_PATH, user: DEMO.anna });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete card Visa •••• 1111' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete card Visa •••• 1111?' });
    expect(dialog).toHaveTextContent('Once it is deleted, tips go to Visa •••• 1234.');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText('Card Visa •••• 1111 deleted.')).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your cards' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(count('card/delete')).toBe(1);
    expect(db.cards.findFirst((q) => q.where({ userUuid: DEMO.anna }))?.active).toBe(true);
  });

  it('a failed delete keeps the card and the dialog, and the retry deletes it', async () => {
    const failing = forceError('card/delete', 'general.error');
    await renderApp({ url: CARDS_PATH, user: DEMO.anna });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete card Visa •••• 1234' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This is your only card.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(within(await cardList()).getAllByRole('listitem')).toHaveLength(1);
    removeScenario(failing.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByRole('heading', { name: 'No cards yet' })).toBeVisible();
    // No card is active now: the banner says so.
    expect(screen.getByRole('region', { name: 'No card for payouts' })).toBeVisible();
  });
});

describe('the no-active-card banner', () => {
  it('shows on every cabinet screen while no card is active, with the way to the cards', async () => {
    await renderApp({ url: CABINET_PATH, user: DEMO.maria });
    const banner = await screen.findByRole('region', { name: 'No card for payouts' });
    expect(within(banner).getByRole('link', { name: 'Add or choose a card' })).toHaveAttribute(
      'href',
      CARDS_PATH,
    );
  });

  it('is not there while a card is active', async () => {
    await renderApp({ url: CABINET_PATH, user: DEMO.anna });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(count('card/list')).toBe(1));
    expect(screen.queryByRole('region', { name: 'No card for payouts' })).toBeNull();
  });
});
