import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { forceError, forceServerError } from '@mocks/scenarios/scenarios';
import { browser } from '@/lib/browser-location';
import * as monitoring from '@/lib/monitoring/report-error';
import { renderAppHook } from '@test/app';
import { gatewayAnswers, GATEWAY, setupTipPageTests } from '../testing/tip-page';
import { EMPTY_DRAFT, type TipDraft } from './tip-draft';
import { useTipSubmit } from './use-tip-submit';

const calls = setupTipPageTests();

const FORM_URL = `${GATEWAY}/form?mdOrder=order-1`;
const DRAFT = { ...EMPTY_DRAFT, rating: 5, emoji: ['smile', 'fire'], comment: ' Thanks ' };

/** The hook on Anna's page, tipping her QR code, its tuple named. */
async function renderSubmit(preview: boolean) {
  const { result } = await renderAppHook(
    () => useTipSubmit({ qrCodeUuid: DEMO.annaQrCode }, preview),
    { url: `/${DEMO.annaQrCode}` },
  );
  return {
    pay: (draft: TipDraft, tipMinor: number) => act(() => result.current[0](draft, tipMinor)),
    state: () => {
      const [, outcome, busy, error] = result.current;
      return { outcome, busy, error };
    },
  };
}

describe('paying a tip', () => {
  it('registers it and leaves for the gateway, busy until the page has gone', async () => {
    gatewayAnswers();
    const tip = await renderSubmit(false);
    await tip.pay(DRAFT, 550);
    expect(browser.assign).toHaveBeenCalledWith(FORM_URL);
    expect(tip.state()).toEqual({ outcome: { kind: 'redirecting' }, busy: true, error: null });
    await waitFor(() => expect(calls.registered).toHaveLength(1));
    expect(calls.registered[0]).toEqual({
      qrCodeUuid: DEMO.annaQrCode,
      amount: 550,
      payFee: true,
      rating: 5,
      emoji: 'smile,fire',
      comment: 'Thanks',
      language: 'en',
      returnUrl: `${window.location.origin}/finish.html`,
    });
  });

  it('in preview registers the order and offers its gateway link instead of leaving', async () => {
    gatewayAnswers();
    const tip = await renderSubmit(true);
    await tip.pay(EMPTY_DRAFT, 500);
    expect(tip.state()).toEqual({
      outcome: { kind: 'preview', url: FORM_URL },
      busy: false,
      error: null,
    });
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('reports the failures nobody expected, not the catalogue’s answers the visitor reads', async () => {
    const report = vi.spyOn(monitoring, 'reportError');
    const tip = await renderSubmit(false);
    forceError('payment/register', 'client.blocked.error', { once: true });
    await tip.pay(EMPTY_DRAFT, 500);
    expect(tip.state().error).toMatch(/blocked/i);
    expect(report).not.toHaveBeenCalled();

    forceServerError('payment/register', 503, { once: true });
    await tip.pay(EMPTY_DRAFT, 500);
    expect(report).toHaveBeenCalledWith(expect.anything(), { call: 'payment/register' });
    expect(tip.state()).toMatchObject({ outcome: null, busy: false });
    expect(browser.assign).not.toHaveBeenCalled();
  });
});
