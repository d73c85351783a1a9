import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { server } from '@mocks/node';
import { forceServerError, removeScenario } from '@mocks/scenarios/scenarios';
import { getFinishedPaymentInfo } from '@/api/generated/gateway/gateway';
import { encodeAutoFill } from '../lib/encode-auto-fill';
import { renderPayment } from '../testing/render-payment';
import { openAnna, payButton, setupTipPageTests } from '../testing/tip-page';

// The tip form on Anna's page (the page itself: user-page.test.tsx).
const calls = setupTipPageTests();

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
  await waitFor(() => expect(calls.orders).toHaveLength(1));
  const info = await getFinishedPaymentInfo({ orderId: calls.orders[0]!, language: 'en' });
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
    expect(calls.registered).toEqual([expect.objectContaining({ amount: 500, payFee: true })]);
  });

  it('fee known, the recipient covers it: the tip alone', async () => {
    const user = userEvent.setup();
    await openAnna();
    await user.click(coverFee());
    expect(payButton()).toHaveTextContent('Pay ₸5');
    await payAndCompare(user);
    expect(calls.registered).toEqual([expect.objectContaining({ amount: 500, payFee: false })]);
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
    expect(calls.registered).toHaveLength(0);
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
    expect(calls.feeAmounts).toEqual([500, 500, 500]);
    expect(screen.getByTestId('tip-total')).toHaveTextContent('—');
    expect(payButton()).toHaveTextContent(/^Pay$/);
    expect(payButton()).toBeDisabled();
    await user.click(coverFee());
    expect(screen.getByTestId('tip-total')).toHaveTextContent('₸5');
    await payAndCompare(user);
    expect(calls.registered).toEqual([expect.objectContaining({ amount: 500, payFee: false })]);
  });

  it('fee failed once, then retried by itself: the tip and the fee', async () => {
    forceServerError('payment/fee', 503, { once: true });
    const user = userEvent.setup();
    renderPayment(`/${DEMO.annaQrCode}`);
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay ₸5.15'));
    expect(calls.feeAmounts).toEqual([500, 500]);
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

describe('what the recipient gets, under the total', () => {
  const receives = () => screen.getByTestId('tip-receives');

  it('follows the fee tick and the amount: in full, or less the fee payment/fee names', async () => {
    const user = userEvent.setup();
    await openAnna();
    expect(receives()).toHaveTextContent('Anna Petrova receives ₸5 in full');
    await user.click(screen.getByRole('checkbox', { name: /service fee/ }));
    expect(receives()).toHaveTextContent('Anna Petrova receives ₸4.85 after the ₸0.15 service fee');
    const amountField = screen.getByRole('textbox', { name: 'Your amount' });
    await user.clear(amountField);
    await user.type(amountField, '10');
    await waitFor(() =>
      expect(receives()).toHaveTextContent(
        'Anna Petrova receives ₸9.70 after the ₸0.30 service fee',
      ),
    );
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
    expect(calls.registered).toHaveLength(0);
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay ₸10.30'));
    await user.type(amountField(), '{Enter}');
    await waitFor(() => expect(calls.registered).toHaveLength(1));
    expect(calls.registered[0]).toMatchObject({ amount: 1000 });
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
    expect(calls.registered).toHaveLength(0);
    expect(payButton()).toHaveTextContent('Pay ₸1');
    await user.click(payButton());
    await waitFor(() => expect(calls.registered).toHaveLength(1));
    expect(calls.registered[0]).toMatchObject({ amount: 100, payFee: false });
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
    await waitFor(() => expect(calls.registered).toHaveLength(1));
    expect(calls.registered[0]).toMatchObject({ amount: 556 });
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
    await waitFor(() => expect(calls.registered).toHaveLength(1));
    expect(calls.registered[0]).toMatchObject({ emoji: 'smile' });
    expect(calls.registered[0]).not.toHaveProperty('comment');
  });

  it('validates a draft restored from this tab the same way, so the tab is not locked', async () => {
    sessionStorage.setItem(
      `tips.payment.draft.qr:${DEMO.annaQrCode}`,
      JSON.stringify({ amount: 5, payFee: true, rating: 5, emoji: ['bomb'], comment: 'ok' }),
    );
    const user = userEvent.setup();
    await openAnna();
    await user.click(payButton());
    await waitFor(() => expect(calls.registered).toHaveLength(1));
    expect(calls.registered[0]).toMatchObject({ amount: 500, rating: 5, comment: 'ok' });
    expect(calls.registered[0]).not.toHaveProperty('emoji');
  });
});
