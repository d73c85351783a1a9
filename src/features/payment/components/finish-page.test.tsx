import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { GATEWAY_PAY_PATH } from '@mocks/handlers/gateway';
import { server } from '@mocks/node';
import { createClient, setupMockBackend } from '@mocks/test-utils';
import { parseAutoFill } from '../lib/auto-fill';
import { loadDraft, saveDraft, EMPTY_DRAFT } from '../lib/tip-draft';
import { renderPayment } from '../testing/render-payment';

setupMockBackend();
beforeEach(() => sessionStorage.clear());

/** A tip of Anna registered and paid on the mock gateway with a test card. */
async function paidOrder(pan: string, extra: Record<string, unknown> = {}): Promise<string> {
  const client = createClient();
  const { body } = await client.call<{ order: { orderId: string } }>('payment/register', {
    qrCodeUuid: DEMO.annaQrCode,
    amount: 500,
    payFee: true,
    language: 'en',
    ...extra,
  });
  await client.send(GATEWAY_PAY_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId: body.order.orderId, pan }),
  });
  return body.order.orderId;
}

describe('finish page', () => {
  it('asks the gateway with the orderId and the language, and shows a success', async () => {
    const orderId = await paidOrder('4111111111111111');
    let asked: URLSearchParams | undefined;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('finished-payment-info')) asked = new URL(request.url).searchParams;
    });
    saveDraft(`qr:${DEMO.annaQrCode}`, { ...EMPTY_DRAFT, amount: 5, comment: 'old' });
    renderPayment(`/finish.html?orderId=${orderId}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Thank you! Your tip has been sent',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByText(/5 to Anna P\./)).toBeInTheDocument();
    expect(asked?.get('orderId')).toBe(orderId);
    expect(asked?.get('language')).toBe('en');
    // Paid: the next tip starts from a clean form.
    expect(loadDraft(`qr:${DEMO.annaQrCode}`)).toEqual({});
    expect(screen.getByRole('link', { name: 'Tip again' })).toHaveAttribute(
      'href',
      `/${DEMO.annaQrCode}`,
    );
    server.events.removeAllListeners();
  });

  it('shows the paid tip’s receipt and copies it as text where there is no share sheet', async () => {
    const orderId = await paidOrder('4111111111111111');
    const user = userEvent.setup();
    renderPayment(`/finish.html?orderId=${orderId}`);
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    const rows = within(receipt)
      .getAllByRole('definition')
      .map((value) => [value.previousElementSibling?.textContent, value.textContent]);
    expect(rows.map(([label, value]) => [label, value?.replace(/\s/g, ' ')])).toEqual([
      ['Recipient', 'Anna P.'],
      ['Tip', '₸5'],
      ['Service fee', '₸0.15, paid by you'],
      ['Charged', '₸5.15'],
      ['Date and time', expect.stringMatching(/\d{4} at \d{1,2}:\d{2}/)],
      ['Reference', orderId],
    ]);
    expect(navigator.share).toBeUndefined();
    await user.click(within(receipt).getByRole('button', { name: 'Share' }));
    expect(await within(receipt).findByRole('status')).toHaveTextContent(
      'The receipt is copied: paste it wherever you keep it',
    );
    const copied = await navigator.clipboard.readText();
    expect(copied.split('\n')[0]).toBe('Tip receipt');
    expect(copied).toContain(`Reference: ${orderId}`);
  });

  it('shows no receipt for a declined payment', async () => {
    const orderId = await paidOrder('4000000000000002');
    renderPayment(`/finish.html?orderId=${orderId}`);
    await screen.findByRole('heading', { level: 1, name: 'The payment did not go through' });
    expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
  });

  it('lets the visitor rate and comment a paid tip once', async () => {
    const orderId = await paidOrder('4111111111111111');
    const user = userEvent.setup();
    renderPayment(`/finish.html?orderId=${orderId}`);
    await screen.findByRole('heading', { level: 2, name: 'Leave feedback' });
    const send = screen.getByRole('button', { name: 'Send feedback' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /5/ }));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Lovely');
    await user.click(send);
    expect(await screen.findByText('Thank you for your feedback!')).toHaveFocus();
  });

  it('asks only for what was not given with the tip', async () => {
    const orderId = await paidOrder('4111111111111111', { rating: 5 });
    renderPayment(`/finish.html?orderId=${orderId}`);
    await screen.findByRole('heading', { level: 2, name: 'Leave feedback' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Comment/ })).toBeInTheDocument();
  });

  it('shows a declined payment with a retry that brings back the amount', async () => {
    const orderId = await paidOrder('4000000000000002');
    renderPayment(`/finish.html?orderId=${orderId}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'The payment did not go through',
    );
    const retry = screen.getByRole('link', { name: 'Try again' });
    const href = new URL(retry.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe(`/${DEMO.annaQrCode}`);
    expect(parseAutoFill(href.searchParams.get('autoFillFormData'))).toEqual({ amount: 5 });
  });

  it('says there is nothing to show without an orderId, and not found for an unknown one', async () => {
    const view = renderPayment('/finish.html');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'There is no payment to show',
    );
    view.unmount();
    renderPayment('/finish.html?orderId=unknown');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });
});
