import { useState, type FormEvent } from 'react';
import { useHref } from 'react-router';
import { isApiError } from '@/api/api-error';
import { browser } from '@/lib/browser-location';
import { allowedGatewayUrl } from '@/lib/gateway-url';
import { useLocale } from '@/lib/i18n/i18n-provider';
import { toMinorUnits } from '@/lib/money';
import { reportError } from '@/lib/monitoring/report-error';
import { useRegisterTip } from '../api/register-payment';
import { toPaymentLanguage } from '../model/payment-language';
import type { TipDraft, TipTarget } from '../model/tip-draft';
import type { TipLimits } from './use-tip-limits';

export type TipOutcome =
  { kind: 'redirecting' } | { kind: 'refused' } | { kind: 'preview'; url: string };

interface TipSubmitOptions {
  target: TipTarget;
  draft: TipDraft;
  limits: TipLimits;
  /** mode=preview: the gateway's address is shown, the browser does not go there by itself. */
  preview: boolean;
  /** The charge is not known yet (a fee the visitor covers is being read): Pay waits. */
  held: boolean;
  focusAmount: () => void;
}

/**
 * Pay: the amount checked against the limits, payment/register, then off to the gateway's card
 * form (only an allowed gateway address; in preview its link instead).
 */
export function useTipSubmit({
  target,
  draft,
  limits,
  preview,
  held,
  focusAmount,
}: TipSubmitOptions) {
  const { locale } = useLocale();
  const [outcome, setOutcome] = useState<TipOutcome | null>(null);
  const finishPath = useHref('/finish.html');
  const registration = useRegisterTip();
  const busy = registration.isPending || outcome?.kind === 'redirecting';

  async function register() {
    try {
      return await registration.register({
        ...target,
        amount: toMinorUnits(draft.amount ?? 0),
        payFee: draft.payFee,
        rating: draft.rating ?? undefined,
        emoji: draft.emoji.length > 0 ? draft.emoji.join(',') : undefined,
        comment: draft.comment.trim() || undefined,
        language: toPaymentLanguage(locale),
        returnUrl: new URL(finishPath, window.location.origin).href,
      });
    } catch (error) {
      // Catalogue answers are the visitor's to read; only failures nobody expected are reported.
      if (!isApiError(error) || error.kind === 'network' || error.status >= 500) {
        reportError(error, { call: 'payment/register' });
      }
      return undefined;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || held) return;
    if (limits.pressClamped()) {
      focusAmount();
      return;
    }
    if (!limits.amountValid) {
      limits.refuseAmount();
      focusAmount();
      return;
    }
    setOutcome(null);
    const response = await register();
    if (!response) return;
    const url = allowedGatewayUrl(response.order.formUrl, 'payment/register');
    if (!url) setOutcome({ kind: 'refused' });
    else if (preview) setOutcome({ kind: 'preview', url: url.href });
    else {
      setOutcome({ kind: 'redirecting' });
      browser.assign(url.href);
    }
  }

  return {
    submit,
    outcome,
    busy,
    error: registration.error,
    submittedAt: registration.submittedAt,
  };
}
