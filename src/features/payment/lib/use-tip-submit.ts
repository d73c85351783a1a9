import { useState } from 'react';
import { useHref } from 'react-router';
import { isApiError } from '@/api/api-error';
import { browser } from '@/lib/browser-location';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { useLocale } from '@/lib/i18n/i18n-provider';
import { reportError } from '@/lib/monitoring/report-error';
import { useRegisterTipMutation } from '../api/register-payment';
import { toPaymentLanguage } from './payment-language';
import { pageSource } from './public-page';
import type { TipDraft, TipTarget } from './tip-draft';

type Outcome = { kind: 'redirecting' } | { kind: 'refused' } | { kind: 'preview'; url: string };

/**
 * Pays a tip: payment/register (once at a time, api/register-payment.ts), then off to the
 * gateway's card form; a form URL outside the allow-list is refused (README, "Redirect
 * allow-list"), and with `preview` its link is shown instead.
 *
 * A tuple, like useState's (the tip page's budget): `pay(draft, tipMinor)`, the outcome, whether
 * it is busy (from the register until the page has left), the register's failure in the
 * catalogue's words, and a key new with every attempt (the same failure is announced again).
 */
export function useTipSubmit(target: TipTarget, preview: boolean) {
  const { locale } = useLocale();
  const formatError = useErrorMessage();
  const finishPath = useHref('/finish.html');
  const registration = useRegisterTipMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function pay(draft: TipDraft, tipMinor: number) {
    setOutcome(null);
    // The allow-list's code is only needed here: it loads beside the register call, not with
    // the page (the tip page's JavaScript budget, README "Performance").
    const gateway = import('@/lib/gateway-url');
    let response;
    try {
      response = await registration.register({
        ...target,
        amount: tipMinor,
        payFee: draft.payFee,
        rating: draft.rating ?? undefined,
        emoji: draft.emoji.join(',') || undefined,
        comment: draft.comment.trim() || undefined,
        language: toPaymentLanguage(locale),
        source: pageSource(),
        returnUrl: new URL(finishPath, window.location.origin).href,
      });
    } catch (error) {
      // Catalogue answers are the visitor's to read; only failures nobody expected are reported.
      if (!isApiError(error) || error.kind === 'network' || error.status >= 500) {
        reportError(error, { call: 'payment/register' });
      }
      return;
    }
    if (!response) return;
    const url = (await gateway).allowedGatewayUrl(response.order.formUrl, 'payment/register');
    if (!url) {
      setOutcome({ kind: 'refused' });
      return;
    }
    if (preview) {
      setOutcome({ kind: 'preview', url: url.href });
      return;
    }
    setOutcome({ kind: 'redirecting' });
    browser.assign(url.href);
  }

  return [
    pay,
    outcome,
    registration.isPending || outcome?.kind === 'redirecting',
    registration.error ? formatError(registration.error).message : null,
    registration.submittedAt,
  ] as const;
}
