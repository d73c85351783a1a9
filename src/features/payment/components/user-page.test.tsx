import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { server } from '@mocks/node';
import { forceError, forceServerError, removeScenario } from '@mocks/scenarios/scenarios';
import * as monitoring from '@/lib/monitoring/report-error';
import { encodeAutoFill } from '../lib/encode-auto-fill';
import { browser } from '@/lib/browser-location';
import { renderPayment } from '../testing/render-payment';
import {
  gatewayAnswers,
  GATEWAY,
  openAnna,
  payButton,
  setupTipPageTests,
} from '../testing/tip-page';

// The tip form's own rules (the charge, the limits, links and drafts): tip-form.test.tsx.
const calls = setupTipPageTests();

/** A tip button: its name is the amount alone ("₸5"), unlike the pay button ("Pay ₸5"). */
const preset = (amount: number) =>
  screen.getByRole('button', { name: new RegExp(`^[^\\dA-Za-z]*${amount}$`) });

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
    expect(calls.feeAmounts).toContain(500);
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
    expect(calls.registered).toEqual([
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

  it('passes the address’s source (the print’s s) on with payment/form and the payment', async () => {
    const forms: unknown[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/payment/form'))
        void request
          .clone()
          .json()
          .then((body) => forms.push(body));
    };
    server.events.on('request:start', record);
    // The real app's router reads the browser's address, as the early start does.
    window.history.replaceState(null, '', `/${DEMO.annaQrCode}?s=t`);
    try {
      gatewayAnswers();
      const user = userEvent.setup();
      await openAnna(`/${DEMO.annaQrCode}?s=t`);
      await user.click(payButton());
      await waitFor(() => expect(calls.registered).toHaveLength(1));
    } finally {
      server.events.removeListener('request:start', record);
      window.history.replaceState(null, '', '/');
    }
    expect(forms).toEqual([{ qrCodeUuid: DEMO.annaQrCode, source: 't' }]);
    expect(calls.registered[0]).toMatchObject({ qrCodeUuid: DEMO.annaQrCode, source: 't' });
  });

  it('never registers two orders on a double click', async () => {
    gatewayAnswers(200);
    const user = userEvent.setup();
    await openAnna();
    await user.dblClick(payButton());
    await user.click(payButton());
    await waitFor(() => expect(browser.assign).toHaveBeenCalledOnce());
    expect(calls.registered).toHaveLength(1);
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
    expect(calls.registered.at(-1)).toMatchObject({ amount: 1000, comment: 'Thanks!' });
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
    expect(calls.registered).toHaveLength(0);
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

it('names the recipient in the tab title', async () => {
  await openAnna();
  expect(document.title).toBe('Anna Petrova · Tips');
});
