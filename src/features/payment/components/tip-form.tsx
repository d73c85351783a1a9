import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHref } from 'react-router';
import { isApiError } from '@/api/api-error';
import type { Limits } from '@/api/generated/model';
import { AmountInput } from '@/components/ui/amount-input/amount-input';
import { Button } from '@/components/ui/button/button';
import { browser } from '@/lib/browser-location';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { allowedGatewayUrl } from '@/lib/gateway-url';
import { toMajorUnits, toMinorUnits, useFormatMoney } from '@/lib/money';
import { useLocale } from '@/lib/i18n/i18n-provider';
import { reportError } from '@/lib/monitoring/report-error';
import { usePaymentFee } from '../api/payment-fee';
import { useRegisterTip } from '../api/register-payment';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { chargeOf, isWithinLimits, type AmountChoices } from '../model/amount';
import { toPaymentLanguage } from '../model/payment-language';
import {
  draftKeyOf,
  EMPTY_DRAFT,
  loadDraft,
  saveDraft,
  type TipDraft,
  type TipTarget,
} from '../model/tip-draft';
import { paymentMessages, paymentValueMessages } from '../messages';
import { FeeSummary } from './fee-summary';
import { FeedbackFields } from './feedback-fields';
import styles from './tip-form.module.css';

export interface TipFormProps {
  target: TipTarget;
  limits: Limits;
  /** Tip buttons and the one selected when nothing is pre-filled (model/amount.ts). */
  choices: AmountChoices;
  /** Settings' currencyCode; undefined when settings could not be read. */
  currency: string | undefined;
  /** Settings' hideAmountEnabled: no suggested figures, the visitor types their own amount. */
  hideAmount: boolean;
  /** mode=preview: the order is registered but the browser is not sent to the gateway by itself. */
  preview: boolean;
  /** What autoFillFormData asked for; a draft saved in this tab wins over it. */
  autoFill: Partial<TipDraft>;
}

type Outcome = { kind: 'redirecting' } | { kind: 'refused' } | { kind: 'preview'; url: string };

function initialDraft(
  key: string,
  autoFill: Partial<TipDraft>,
  limits: Limits,
  preselected: number | null,
): TipDraft {
  const draft = { ...EMPTY_DRAFT, amount: preselected, ...autoFill, ...loadDraft(key) };
  // An amount the limits no longer allow (changed QR code, hand-written link) is not pre-filled.
  return isWithinLimits(draft.amount, limits) ? draft : { ...draft, amount: null };
}

/**
 * The tip itself: amount (presets or typed, within the limits), who pays the fee, rating,
 * emoji and comment, then payment/register and off to the gateway's card form.
 */
export function TipForm({
  target,
  limits,
  choices,
  currency,
  hideAmount,
  preview,
  autoFill,
}: TipFormProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formatError = useErrorMessage();
  const formatMoney = useFormatMoney(currency);
  const key = draftKeyOf(target);
  const [draft, setDraft] = useState(() =>
    initialDraft(key, autoFill, limits, hideAmount ? null : choices.preselected),
  );
  const [amountError, setAmountError] = useState(false);
  /** The amount the field was changed to on commit because it was outside the limits. */
  const [clampedTo, setClampedTo] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const amountBox = useRef<HTMLDivElement>(null);
  // Counts the visitor's presses (keys, pointer) in the form. A clamp remembers the press that
  // caused it (Enter in the field, or the press on Pay that blurred it): that same press must
  // not pay, the visitor sees the new figure first.
  const presses = useRef(0);
  const clampedByPress = useRef(-1);
  const finishPath = useHref('/finish.html');
  const registration = useRegisterTip();

  useEffect(() => saveDraft(key, draft), [key, draft]);

  const amountValid = isWithinLimits(draft.amount, limits);
  const tipMinor = amountValid ? toMinorUnits(draft.amount ?? 0) : null;
  const fee = usePaymentFee(target, tipMinor);
  // What the gateway will be asked to charge: the pay button names it, and it is held while
  // the visitor covers a fee that is not known yet (see README, "Fee").
  const charge = tipMinor === null ? null : chargeOf(tipMinor, draft.payFee, fee.feeAmount);
  const held = tipMinor !== null && charge === null;
  const busy = registration.isPending || outcome?.kind === 'redirecting';

  const update = (patch: Partial<TipDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (patch.amount !== undefined) {
      setAmountError(false);
      setClampedTo(null);
    }
  };

  const focusAmount = () => amountBox.current?.querySelector('input')?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || held) return;
    if (clampedByPress.current === presses.current) {
      focusAmount();
      return;
    }
    if (!isWithinLimits(draft.amount, limits)) {
      setAmountError(true);
      focusAmount();
      return;
    }
    setOutcome(null);
    let response;
    try {
      response = await registration.register({
        ...target,
        amount: toMinorUnits(draft.amount),
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
      return;
    }
    if (!response) return;
    const url = allowedGatewayUrl(response.order.formUrl, 'payment/register');
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

  const registerError = registration.error ? formatError(registration.error).message : null;
  const payLabel =
    registerError !== null
      ? intl.formatMessage(paymentMessages.payRetry)
      : charge !== null && !hideAmount
        ? intl.formatMessage(paymentValueMessages.payAmount, {
            amount: formatMoney(toMajorUnits(charge)),
          })
        : intl.formatMessage(paymentMessages.pay);
  const limitsText = {
    min: formatMoney(limits.minAmount),
    max: formatMoney(limits.maxAmount),
  };
  const countPress = () => void (presses.current += 1);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      onKeyDownCapture={countPress}
      onPointerDownCapture={countPress}
      noValidate
    >
      <fieldset className={styles.amount} disabled={busy}>
        <legend className={styles.legend}>
          {intl.formatMessage(paymentMessages.amountLegend)}
        </legend>
        {hideAmount ? null : (
          <div className={styles.presets}>
            {choices.presets.map((preset) => (
              <button
                key={preset}
                type="button"
                className={styles.preset}
                aria-pressed={draft.amount === preset}
                onClick={() => update({ amount: preset })}
              >
                {formatMoney(preset)}
              </button>
            ))}
          </div>
        )}
        <div ref={amountBox}>
          <AmountInput
            label={intl.formatMessage(paymentMessages.amountLabel)}
            value={draft.amount}
            onChange={(amount) => update({ amount })}
            onClamp={(_typed, kept) => {
              clampedByPress.current = presses.current;
              setClampedTo(kept);
            }}
            min={limits.minAmount}
            max={limits.maxAmount}
            scale={2}
            currency={currency}
            disabled={busy}
            name="amount"
            hint={
              // A live region from the start, so the change to the clamp's message is announced.
              <span role="status">
                {clampedTo !== null
                  ? intl.formatMessage(paymentValueMessages.amountClamped, {
                      amount: formatMoney(clampedTo),
                      ...limitsText,
                    })
                  : hideAmount
                    ? intl.formatMessage(paymentMessages.amountHiddenHint)
                    : intl.formatMessage(paymentValueMessages.amountLimits, limitsText)}
              </span>
            }
            error={
              amountError
                ? intl.formatMessage(paymentValueMessages.amountRequired, limitsText)
                : undefined
            }
          />
        </div>
      </fieldset>
      <FeeSummary
        amount={amountValid ? draft.amount : null}
        fee={fee}
        payFee={draft.payFee}
        onPayFeeChange={(payFee) => update({ payFee })}
        formatMoney={formatMoney}
        disabled={busy}
      />
      <FeedbackFields value={draft} onChange={update} disabled={busy} />
      {registerError !== null ? (
        <FocusedAlert key={registration.submittedAt}>{registerError}</FocusedAlert>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <FocusedAlert>
          <FormattedMessage {...paymentMessages.redirectRefused} />
        </FocusedAlert>
      ) : null}
      {outcome?.kind === 'redirecting' ? (
        <p className={styles.notice} role="status">
          <FormattedMessage {...paymentMessages.redirecting} />
        </p>
      ) : null}
      {outcome?.kind === 'preview' ? (
        <p className={styles.notice} role="status">
          <FormattedMessage {...paymentMessages.previewNotice} />{' '}
          <a className={styles.gatewayLink} href={outcome.url}>
            <FormattedMessage {...paymentMessages.openGateway} />
          </a>
        </p>
      ) : null}
      <Button
        type="submit"
        fullWidth
        loading={busy}
        disabled={held || outcome?.kind === 'refused' || outcome?.kind === 'preview'}
      >
        {payLabel}
      </Button>
    </form>
  );
}

/** An error after an action: announced, and focused so keyboard users land on it. */
function FocusedAlert({ children }: { children: ReactNode }) {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={ref} className={styles.alert} role="alert" tabIndex={-1}>
      {children}
    </p>
  );
}
