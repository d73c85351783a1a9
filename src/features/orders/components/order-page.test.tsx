import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { sentCodes } from '@mocks/engine/one-time-codes';
import { clearScenarios, forceError, forceServerError } from '@mocks/scenarios/scenarios';
import { getOrder } from '@/api/generated/order/order';
import { orderPath } from '@/lib/routes';
import { renderApp, setupAppTests } from '@test/app';

setupAppTests();

// jsdom has no modal dialogs yet: opening and closing one sets its `open` attribute.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const PAID = orderPath(DEMO.pushkinLlp, DEMO.paidOrder);

/** The figures under "Can still be refunded" and "Refunded" (en, KZT). */
const figure = (term: string) =>
  within(screen.getByText(term, { selector: 'dt' }).parentElement!).getByRole('definition');

async function openPaidOrder() {
  const user = userEvent.setup();
  const view = await renderApp({ url: PAID, user: DEMO.anna });
  expect(await screen.findByRole('heading', { level: 1, name: 'Order 1001' })).toBeVisible();
  return { user, ...view };
}

async function refundPart(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.click(screen.getByRole('button', { name: 'Refund part' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund part of the order' });
  await user.type(within(dialog).getByLabelText(/^Amount to refund/), amount);
  return dialog;
}

/** Every Idempotency-Key the refund calls were made with. */
function recordKeys(): string[] {
  const keys: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.includes('/order/refund'))
      keys.push(request.headers.get('Idempotency-Key') ?? '(none)');
  });
  return keys;
}

describe('an order', () => {
  it('shows everything about it, its refunds so far and what can still be refunded', async () => {
    await renderApp({
      url: orderPath(DEMO.pushkinLlp, DEMO.partlyRefundedOrder),
      user: DEMO.anna,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 1002' })).toBeVisible();
    expect(screen.getByText(DEMO.partlyRefundedOrder)).toBeVisible();
    expect(figure('Amount')).toHaveTextContent(/^₸\s?1,200$/);
    expect(figure('Refunded')).toHaveTextContent(/^₸\s?300$/);
    expect(figure('Can still be refunded')).toHaveTextContent(/^₸\s?900$/);
    expect(screen.getByText('Partly refunded')).toBeVisible();
    const refunds = within(screen.getByRole('region', { name: 'Refunds' })).getAllByRole(
      'listitem',
    );
    expect(refunds.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Partial refund.*₸\s?200$/),
      expect.stringMatching(/^Partial refund.*₸\s?100$/),
    ]);
  });

  it('refunds in part until nothing remains, refusing more than remains in the browser', async () => {
    const { user } = await openPaidOrder();
    const keys = recordKeys();
    let dialog = await refundPart(user, '100');
    expect(
      within(dialog).getByText('₸100 will go back to the buyer. ₸400 will remain to refund.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₸100' }));
    expect(await screen.findByText('₸100 refunded.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(figure('Can still be refunded')).toHaveTextContent(/^₸\s?400$/);

    dialog = await refundPart(user, '450');
    expect(
      within(dialog).getByText('That is more than remains to refund: at most ₸400.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Refund part of the order' }));
    expect(keys).toHaveLength(1);
    // What was typed stays; a smaller amount goes through.
    const field = within(dialog).getByLabelText(/^Amount to refund/);
    expect(field).toHaveValue('450');
    await user.clear(field);
    await user.type(field, '399.99');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₸399.99' }));
    expect(await screen.findByText('₸399.99 refunded.')).toBeVisible();
    expect(figure('Can still be refunded')).toHaveTextContent(/^₸\s?0.01$/);

    await user.click(screen.getByRole('button', { name: 'Refund in full' }));
    dialog = await screen.findByRole('dialog', { name: 'Refund in full' });
    expect(
      within(dialog).getByText('₸0.01 will go back to the buyer. Nothing will remain to refund.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₸0.01' }));
    expect(await screen.findByText('This order has been refunded in full.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    expect(screen.getByText('Refunded', { selector: '[data-status]' })).toBeVisible();
    expect(new Set(keys).size).toBe(3);
    expect(await getOrder({ orderId: DEMO.paidOrder })).toMatchObject({
      refundedAmount: 50_000,
      status: 'REFUNDED',
    });
  });

  it('sends one refund for a double click', async () => {
    const { user } = await openPaidOrder();
    const keys = recordKeys();
    const dialog = await refundPart(user, '100');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Refund ₸100' }));
    expect(await screen.findByText('₸100 refunded.')).toBeVisible();
    expect(keys).toHaveLength(1);
    expect((await getOrder({ orderId: DEMO.paidOrder })).refunds).toHaveLength(1);
  });

  it('retries with the same key after the answer was lost, so the refund happens once', async () => {
    const { user } = await openPaidOrder();
    const keys = recordKeys();
    // The server makes the refund, then the connection drops before the answer arrives.
    let lost = false;
    server.use(
      http.post('*/api/order/refund/part', async ({ request }) => {
        if (lost) return undefined;
        lost = true;
        await getResponse(handlers, request);
        return HttpResponse.error();
      }),
    );
    const dialog = await refundPart(user, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₸100' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Check your internet connection and try again.',
    );
    expect(within(dialog).getByLabelText(/^Amount to refund/)).toHaveValue('100');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('₸100 refunded.')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const order = await getOrder({ orderId: DEMO.paidOrder });
    expect(order.refunds.map((refund) => refund.amount)).toEqual([10_000]);
  });

  it('keeps the amount after a 5xx and retries the same refund', async () => {
    const { user } = await openPaidOrder();
    const keys = recordKeys();
    forceServerError('order/refund/part', 503, { once: true });
    const dialog = await refundPart(user, '25.50');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₸25.50' }));
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('₸25.50 refunded.')).toBeVisible();
    expect(keys[1]).toBe(keys[0]);
    expect((await getOrder({ orderId: DEMO.paidOrder })).refundedAmount).toBe(2_550);
  });

  it('reloads the order and says so when it changed since it was loaded', async () => {
    const { user } = await openPaidOrder();
    const dialog = await refundPart(user, '100');
    // Someone else refunds 50 meanwhile.
    const { refundOrderPart } = await import('@/api/generated/order/order');
    await refundOrderPart(
      { orderId: DEMO.paidOrder, amount: 5_000 },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₸100' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order changed after you opened it, so nothing was refunded.',
    );
    // Reloaded: the dialog now knows ₸450 remain; the amount typed is kept.
    expect(
      await within(dialog).findByText(
        '₸100 will go back to the buyer. ₸350 will remain to refund.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₸100' }));
    expect(await screen.findByText('₸100 refunded.')).toBeVisible();
    expect((await getOrder({ orderId: DEMO.paidOrder })).refundedAmount).toBe(15_000);
  });

  it('shows the server’s refusal of an amount under the field', async () => {
    const { user } = await openPaidOrder();
    server.use(
      http.post('*/api/order/refund/part', () =>
        HttpResponse.json({ code: 'field.invalid.format.error', field: 'amount' }, { status: 400 }),
      ),
    );
    const dialog = await refundPart(user, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₸100' }));
    const field = within(dialog).getByLabelText(/^Amount to refund/);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/The server refused this amount/),
    );
    expect(field).toHaveFocus();
  });

  it('offers no refund for an order that was never paid', async () => {
    await renderApp({
      url: orderPath(DEMO.coffeePointLlp, 'd3000000-0000-4000-8000-000000000103'),
      user: DEMO.maria,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 503' })).toBeVisible();
    expect(screen.getByText('Only a paid order can be refunded.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
  });

  it('keeps its heading on a failed load and offers to try again', async () => {
    const user = userEvent.setup();
    forceError('order/get', 'general.error', { once: true });
    await renderApp({ url: PAID, user: DEMO.anna });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 1001' })).toBeVisible();
  });

  it('does not exist for someone who does not own its organisation: not found, no retry', async () => {
    await renderApp({ url: PAID, user: DEMO.maria });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Order not found' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
  });
});

describe('the refund dialog', () => {
  it('opens on the amount, and Enter refunds it', async () => {
    const { user } = await openPaidOrder();
    await user.click(screen.getByRole('button', { name: 'Refund part' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund part of the order' });
    const field = within(dialog).getByLabelText(/^Amount to refund/);
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('120{Enter}');
    expect(await screen.findByText('₸120 refunded.')).toBeVisible();
    expect((await getOrder({ orderId: DEMO.paidOrder })).refundedAmount).toBe(12_000);
  });

  it('refuses a minus and an exponent instead of refunding another figure unsaid', async () => {
    const { user } = await openPaidOrder();
    const dialog = await refundPart(user, '-1e2');
    const field = within(dialog).getByLabelText(/^Amount to refund/);
    // The field shows what is refunded, and says what it did not take.
    expect(field).toHaveValue('12');
    expect(field).toHaveAccessibleDescription(/“e” is not part of an amount and was not typed/);
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₸12' }));
    expect(await screen.findByText('₸12 refunded.')).toBeVisible();
    expect((await getOrder({ orderId: DEMO.paidOrder })).refundedAmount).toBe(1_200);
  });

  it('is open again with the amount typed after the session ended and the person signed in', async () => {
    const { user, router } = await openPaidOrder();
    const dialog = await refundPart(user, '25.5');
    forceError('order/refund/part', 'invalid.session.error');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₸25.50' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));

    clearScenarios();
    await user.type(await screen.findByLabelText(/^E-mail/), DEMO.email);
    await user.type(screen.getByLabelText(/^Password/), DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText(/^Confirmation code/), sentCodes()[0]!.code);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const reopened = await screen.findByRole('dialog', { name: 'Refund part of the order' });
    expect(router.state.location.pathname).toBe(PAID);
    const field = within(reopened).getByLabelText(/^Amount to refund/);
    await waitFor(() => expect(field).toHaveValue('25.5'));
    await user.click(within(reopened).getByRole('button', { name: 'Refund ₸25.50' }));
    expect(await screen.findByText('₸25.50 refunded.')).toBeVisible();
    expect((await getOrder({ orderId: DEMO.paidOrder })).refundedAmount).toBe(2_550);
  });
});
