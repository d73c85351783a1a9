import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { server } from '@mocks/node';
import { forceError, forceServerError, removeScenario } from '@mocks/scenarios/scenarios';
import { setupMockBackend } from '@mocks/test-utils';
import { getFinishedPaymentInfo } from '@/api/generated/gateway/gateway';
import { mergeRuntimeConfig, resetRuntimeConfig } from '@/lib/config/runtime-config';
import * as monitoring from '@/lib/monitoring/report-error';
import { encodeAutoFill } from '../lib/auto-fill';
import { browser } from '@/lib/browser-location';
import { renderPayment } from '../testing/render-payment';

setupMockBackend();

const GATEWAY = 'https://pay.bank.example';
/** Register bodies the backend received, in order. */
let registered: Array<Record<string, unknown>>;
/** Orders the mock backend created, in order. */
let orders: string[];
let feeAmounts: number[];

beforeEach(() => {
  registered = [];
  orders = [];
  feeAmounts = [];
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
        .then((body: Record<string, unknown>) => registered.push(body));
    if (path.endsWith('/payment/fee'))
      void request
        .clone()
        .json()
        .then((body: { amount: number }) => feeAmounts.push(body.amount));
  });
  server.events.on('response:mocked', ({ request, response }) => {
    if (new URL(request.url).pathname.endsWith('/payment/register') && response.ok)
      void response
        .clone()
        .json()
        .then((body: { order: { orderId: string } }) => orders.push(body.order.orderId));
  });
});

afterEach(() => {
  server.events.removeAllListeners();
  resetRuntimeConfig();
});

/** The real mock backend answers with its own origin's gateway page; production refuses that, so tests name an allowed one. */
function gatewayAnswers(delayMs = 0) {
  server.use(
    http.post('*/api/payment/register', async () => {
      if (delayMs) await delay(delayMs);
      return HttpResponse.json({
        order: { orderId: 'order-1', formUrl: `${GATEWAY}/form?mdOrder=order-1` },
      });
    }),
  );
}

/** Opens Anna's page and waits until it can be paid (its first fee is in). */
async function openAnna(url = `/${DEMO.annaQrCode}`) {
  const view = renderPayment(url);
  await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' });
  await waitFor(() => expect(payButton()).toBeEnabled());
  return view;
}

/** A tip button: its name is the amount alone ("₸5"), unlike the pay button ("Pay ₸5"). */
const preset = (amount: number) =>
  screen.getByRole('button', { name: new RegExp(`^[^\\dA-Za-z]*${amount}$`) });
const payButton = () => screen.getByRole('button', { name: /^Pay|Try again/ });

describe('user page', () => {
  it('leaves focus at the start of the document on a fresh load', async () => {
    await openAnna();
    expect(document.body).toHaveFocus();
  });

  it('shows the recipient with the QR code choices, its default preselected, and the fee of that amount', async () => {
    await openAnna();
    expect(screen.getByText('Waiter')).toBeInTheDocument();
    expect(preset(1)).toHaveAttribute('aria-pressed', 'false');
    expect(preset(5)).toHaveAttribute('aria-pressed', 'true');
    expect(preset(10)).toHaveAttribute('aria-pressed', 'false');
    // 3% of 500 minor units is 15: the total is 5.15.
    await waitFor(() => expect(screen.getByTestId('tip-total')).toHaveTextContent('5.15'));
    expect(feeAmounts).toContain(500);
  });

  it('registers the tip in minor units with emoji comma-separated, then goes to the gateway', async () => {
    gatewayAnswers();
    const user = userEvent.setup();
    await openAnna();
    await user.click(preset(10));
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay ₸10.30'));
    await user.click(screen.getByRole('radio', { name: /4/ }));
    await user.click(screen.getByRole('button', { name: /Friendly/ }));
    await user.click(screen.getByRole('button', { name: /Great atmosphere/ }));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Great coffee');
    await user.click(payButton());
    await waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith(`${GATEWAY}/form?mdOrder=order-1`),
    );
    expect(registered).toEqual([
      expect.objectContaining({
        qrCodeUuid: DEMO.annaQrCode,
        amount: 1000,
        payFee: true,
        rating: 4,
        emoji: 'smile,fire',
        comment: 'Great coffee',
        language: 'en',
        returnUrl: expect.stringMatching(/\/finish\.html$/) as unknown,
      }),
    ]);
  });

  it('never registers two orders on a double click', async () => {
    gatewayAnswers(200);
    const user = userEvent.setup();
    await openAnna();
    await user.dblClick(payButton());
    await user.click(payButton());
    await waitFor(() => expect(browser.assign).toHaveBeenCalledOnce());
    expect(registered).toHaveLength(1);
  });

  it('refuses a gateway URL outside the allow-list, says so and reports it', async () => {
    const report = vi.spyOn(monitoring, 'reportError');
    server.use(
      http.post('*/api/payment/register', () =>
        HttpResponse.json({
          order: { orderId: 'order-1', formUrl: 'https://evil.example/steal?mdOrder=order-1' },
        }),
      ),
    );
    const user = userEvent.setup();
    await openAnna();
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /could not open the payment page safely/,
    );
    expect(browser.assign).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledWith(expect.any(Error), {
      call: 'payment/register',
      origin: 'https://evil.example',
    });
  });

  it('keeps everything entered when register fails and succeeds on retry', async () => {
    const user = userEvent.setup();
    await openAnna();
    await user.click(preset(10));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Thanks!');
    await waitFor(() => expect(payButton()).toBeEnabled());
    forceError('payment/register', 'client.blocked.error', { once: true });
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveFocus();
    expect(alert).toHaveTextContent(/blocked/i);
    expect(preset(10)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveValue('Thanks!');
    gatewayAnswers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledOnce());
    expect(registered.at(-1)).toMatchObject({ amount: 1000, comment: 'Thanks!' });
  });

  it('adds the fee to the total only while the sender pays it', async () => {
    const user = userEvent.setup();
    await openAnna();
    await waitFor(() => expect(screen.getByTestId('tip-total')).toHaveTextContent('5.15'));
    await user.click(screen.getByRole('checkbox', { name: /service fee/ }));
    expect(screen.getByTestId('tip-total')).toHaveTextContent(/^\D*5\D*$/);
  });

  it('keeps the amount within the QR code limits and asks for one before paying', async () => {
    const user = userEvent.setup();
    renderPayment(`/${DEMO.customLimitsQrCode}`);
    const input = await screen.findByRole('textbox', { name: 'Your amount' });
    expect(screen.getByText(/From \D*5\D* to \D*50/)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '70');
    await user.tab();
    expect(input).toHaveValue('50');
    await user.clear(input);
    await user.click(payButton());
    expect(await screen.findByText(/Enter an amount from/)).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(registered).toHaveLength(0);
  });

  it('pre-fills the form from autoFillFormData and restores a draft after coming back', async () => {
    const user = userEvent.setup();
    const first = await openAnna(
      `/${DEMO.annaQrCode}?autoFillFormData=${encodeAutoFill({ amount: 10, comment: 'Hi' })}`,
    );
    expect(preset(10)).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), ' there');
    first.unmount();
    await openAnna();
    expect(preset(10)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveValue('Hi there');
  });

  it('hides the suggested figures when hideAmountEnabled is set', async () => {
    server.use(
      http.post('*/api/application/settings/info', () =>
        HttpResponse.json({
          hideAmountEnabled: true,
          loginMode: 'EMAIL',
          countryPhoneCode: '7',
          bankCountryCode: 'KZ',
          currencyCode: 'KZT',
          teamMemberAgreementEnabled: false,
        }),
      ),
    );
    await openAnna();
    expect(screen.queryByRole('button', { name: /^[^\dA-Za-z]*5$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your amount' })).toHaveValue('');
    expect(screen.getByText('Enter any amount you like')).toBeInTheDocument();
  });

  it('works without the merchant customization when that call fails', async () => {
    forceServerError('customization/get');
    await openAnna();
    expect(payButton()).toBeEnabled();
  });

  it('shows "recipient unavailable" with the catalogue message for client.notActive.error', async () => {
    renderPayment(`/${DEMO.inactiveQrCode}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent(
      'This recipient cannot accept tips right now',
    );
    expect(alert).toHaveTextContent(/unavailable|not available/i);
  });

  it('shows the not-found content for an unknown QR code and for a path that is not one', async () => {
    const view = renderPayment('/a9999999-0000-4000-8000-000000000001');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    view.unmount();
    renderPayment('/favicon.ico');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });

  it('offers a retry when the form cannot be read', async () => {
    const rule = forceError('payment/form', 'field.invalid.format.error');
    const user = userEvent.setup();
    renderPayment(`/${DEMO.annaQrCode}`);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    removeScenario(rule.id);
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' }),
    ).toBeInTheDocument();
  });
});

/** The figure a pay button names ("Pay ₸5.15"), in minor units; null when it names none. */
function payButtonFigure(): number | null {
  const figure = /\d[\d\s.,]*/.exec(payButton().textContent ?? '')?.[0];
  return figure === undefined ? null : Math.round(Number(figure.replace(/[\s,]/g, '')) * 100);
}

/**
 * What the gateway charges for the order the page registered, in minor units: the tip and the
 * fee the payer covers, as finished-payment-info (the gateway's own account) reports them.
 */
async function chargedByGateway(): Promise<number> {
  await waitFor(() => expect(orders).toHaveLength(1));
  const info = await getFinishedPaymentInfo({ orderId: orders[0]!, language: 'en' });
  return info.amount + (info.feeAmount ?? 0);
}

/** The fee call answers only when `release` is called (the fee stays "on its way"). */
function holdFee() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post('*/api/payment/fee', async () => {
      await released;
      return HttpResponse.json({ feeAmount: 15 });
    }),
  );
  return release;
}

describe('the pay button names exactly what the gateway charges', () => {
  const coverFee = () => screen.getByRole('checkbox', { name: /service fee/ });

  async function payAndCompare(user: ReturnType<typeof userEvent.setup>) {
    const shown = payButtonFigure();
    await user.click(payButton());
    expect(shown).toBe(await chargedByGateway());
  }

  it('fee known, the payer covers it: the tip and the fee', async () => {
    const user = userEvent.setup();
    await openAnna();
    expect(payButton()).toHaveTextContent('Pay ₸5.15');
    await payAndCompare(user);
    expect(registered).toEqual([expect.objectContaining({ amount: 500, payFee: true })]);
  });

  it('fee known, the recipient covers it: the tip alone', async () => {
    const user = userEvent.setup();
    await openAnna();
    await user.click(coverFee());
    expect(payButton()).toHaveTextContent('Pay ₸5');
    await payAndCompare(user);
    expect(registered).toEqual([expect.objectContaining({ amount: 500, payFee: false })]);
  });

  it('fee still loading: the payer who covers it cannot pay, the one who does not can', async () => {
    holdFee();
    const user = userEvent.setup();
    renderPayment(`/${DEMO.annaQrCode}`);
    await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' });
    expect(payButton()).toHaveTextContent(/^Pay$/);
    expect(payButton()).toBeDisabled();
    // Enter in the amount field does not pay either.
    await user.type(screen.getByRole('textbox', { name: 'Your amount' }), '{Enter}');
    expect(registered).toHaveLength(0);
    await user.click(coverFee());
    expect(payButton()).toHaveTextContent('Pay ₸5');
    await payAndCompare(user);
  });

  it('fee failed after its retries: no total, a message, and no payment while the payer covers it', async () => {
    forceServerError('payment/fee', 503);
    const user = userEvent.setup();
    renderPayment(`/${DEMO.annaQrCode}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/service fee could not be calculated/);
    // Asked three times: the first request and two retries with back-off.
    expect(feeAmounts).toEqual([500, 500, 500]);
    expect(screen.getByTestId('tip-total')).toHaveTextContent('—');
    expect(payButton()).toHaveTextContent(/^Pay$/);
    expect(payButton()).toBeDisabled();
    await user.click(coverFee());
    expect(screen.getByTestId('tip-total')).toHaveTextContent('₸5');
    await payAndCompare(user);
    expect(registered).toEqual([expect.objectContaining({ amount: 500, payFee: false })]);
  });

  it('fee failed once, then retried by itself: the tip and the fee', async () => {
    forceServerError('payment/fee', 503, { once: true });
    const user = userEvent.setup();
    renderPayment(`/${DEMO.annaQrCode}`);
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay ₸5.15'));
    expect(feeAmounts).toEqual([500, 500]);
    await payAndCompare(user);
  });

  it('fee failed, then asked again by the visitor: the tip and the fee', async () => {
    const rule = forceServerError('payment/fee', 503);
    const user = userEvent.setup();
    renderPayment(`/${DEMO.annaQrCode}`);
    const again = await screen.findByRole('button', { name: 'Calculate again' });
    removeScenario(rule.id);
    await user.click(again);
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay ₸5.15'));
    await payAndCompare(user);
  });
});

describe('amounts outside the limits', () => {
  const amountField = () => screen.getByRole('textbox', { name: 'Your amount' });

  it('Enter on 50 (limits 1..10) shows 10 and why, and pays only on the next Enter', async () => {
    const user = userEvent.setup();
    await openAnna();
    await user.clear(amountField());
    await user.type(amountField(), '50{Enter}');
    expect(amountField()).toHaveValue('10');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Changed to ₸10: tips here are from ₸1 to ₸10',
    );
    expect(amountField()).toHaveAccessibleDescription(/Changed to ₸10/);
    expect(registered).toHaveLength(0);
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay ₸10.30'));
    await user.type(amountField(), '{Enter}');
    await waitFor(() => expect(registered).toHaveLength(1));
    expect(registered[0]).toMatchObject({ amount: 1000 });
  });

  it('a press on Pay that clamps 0 to 1 does not pay; the next one does', async () => {
    const user = userEvent.setup();
    await openAnna();
    // The recipient covers the fee: nothing else holds the button.
    await user.click(screen.getByRole('checkbox', { name: /service fee/ }));
    await user.clear(amountField());
    await user.type(amountField(), '0');
    await user.click(payButton());
    expect(amountField()).toHaveValue('1');
    expect(screen.getByRole('status')).toHaveTextContent('Changed to ₸1');
    expect(amountField()).toHaveFocus();
    expect(registered).toHaveLength(0);
    expect(payButton()).toHaveTextContent('Pay ₸1');
    await user.click(payButton());
    await waitFor(() => expect(registered).toHaveLength(1));
    expect(registered[0]).toMatchObject({ amount: 100, payFee: false });
  });

  it('reads full-width and other scripts’ digits', async () => {
    const user = userEvent.setup();
    await openAnna();
    await user.clear(amountField());
    await user.type(amountField(), '０７');
    await user.tab();
    expect(amountField()).toHaveValue('7');
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay ₸7.21'));
    await user.clear(amountField());
    await user.type(amountField(), '٨');
    await user.tab();
    expect(amountField()).toHaveValue('8');
  });
});

describe('links and drafts that cannot break the page', () => {
  it('rounds a three-decimal amount once: shown, named and paid as 5.56', async () => {
    const user = userEvent.setup();
    await openAnna(`/${DEMO.annaQrCode}?autoFillFormData=${encodeAutoFill({ amount: 5.555 })}`);
    expect(screen.getByRole('textbox', { name: 'Your amount' })).toHaveValue('5.56');
    // 5.56 and 3% of 556 minor units (16.68, rounded to 17).
    expect(payButton()).toHaveTextContent('Pay ₸5.73');
    await user.click(payButton());
    await waitFor(() => expect(registered).toHaveLength(1));
    expect(registered[0]).toMatchObject({ amount: 556 });
    expect(await chargedByGateway()).toBe(573);
  });

  it('sends only known emoji and contract-sized fields from a link, and warns in development', async () => {
    const warn = vi.mocked(console.warn);
    const user = userEvent.setup();
    const link = encodeAutoFill({
      emoji: ['smile', '💣', 'x'.repeat(200)],
      comment: 'c'.repeat(1001),
    });
    await openAnna(`/${DEMO.annaQrCode}?autoFillFormData=${link}`);
    expect(warn).toHaveBeenCalledWith(
      '[payment] autoFillFormData: dropped emoji, comment',
      expect.anything(),
    );
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveValue('');
    await user.click(payButton());
    await waitFor(() => expect(registered).toHaveLength(1));
    expect(registered[0]).toMatchObject({ emoji: 'smile' });
    expect(registered[0]).not.toHaveProperty('comment');
  });

  it('validates a draft restored from this tab the same way, so the tab is not locked', async () => {
    sessionStorage.setItem(
      `tips.payment.draft.qr:${DEMO.annaQrCode}`,
      JSON.stringify({ amount: 5, payFee: true, rating: 5, emoji: ['bomb'], comment: 'ok' }),
    );
    const user = userEvent.setup();
    await openAnna();
    await user.click(payButton());
    await waitFor(() => expect(registered).toHaveLength(1));
    expect(registered[0]).toMatchObject({ amount: 500, rating: 5, comment: 'ok' });
    expect(registered[0]).not.toHaveProperty('emoji');
  });
});

it('names the recipient in the tab title', async () => {
  await openAnna();
  expect(document.title).toBe('Anna Petrova · Tips');
});
