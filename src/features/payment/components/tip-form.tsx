import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Limits } from '@/api/generated/model';
import { AmountInput } from '@/components/ui/amount-input/amount-input';
import { Button } from '@/components/ui/button/button';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { toMajorUnits, toMinorUnits, useFormatMoney } from '@/lib/money';
import { usePaymentFee } from '../api/payment-fee';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { chargeOf, isWithinLimits, type AmountChoices } from '../model/amount';
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
import { useTipLimits, type TipLimits } from './use-tip-limits';
import { useTipSubmit, type TipOutcome } from './use-tip-submit';

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
 * The tip itself: amount (presets or typed, within the limits: useTipLimits), who pays the
 * fee, rating, emoji and comment, then payment/register and off to the gateway's card form
 * (useTipSubmit).
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
  const formatError = useErrorMessage();
  const formatMoney = useFormatMoney(currency);
  const key = draftKeyOf(target);
  const [draft, setDraft] = useState(() =>
    initialDraft(key, autoFill, limits, hideAmount ? null : choices.preselected),
  );
  const amountBox = useRef<HTMLDivElement>(null);
  const tipLimits = useTipLimits(draft.amount, limits);

  useEffect(() => saveDraft(key, draft), [key, draft]);

  const tipMinor = tipLimits.amountValid ? toMinorUnits(draft.amount ?? 0) : null;
  const fee = usePaymentFee(target, tipMinor);
  // What the gateway will be asked to charge: the pay button names it, and it is held while
  // the visitor covers a fee that is not known yet (see README, "Fee").
  const charge = tipMinor === null ? null : chargeOf(tipMinor, draft.payFee, fee.feeAmount);
  const held = tipMinor !== null && charge === null;
  const focusAmount = () => amountBox.current?.querySelector('input')?.focus();
  const { submit, outcome, busy, error, submittedAt } = useTipSubmit({
    target,
    draft,
    limits: tipLimits,
    preview,
    held,
    focusAmount,
  });

  const update = (patch: Partial<TipDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (patch.amount !== undefined) tipLimits.amountChanged();
  };

  const registerError = error ? formatError(error).message : null;
  const payLabel =
    registerError !== null
      ? intl.formatMessage(paymentMessages.payRetry)
      : charge !== null && !hideAmount
        ? intl.formatMessage(paymentValueMessages.payAmount, {
            amount: formatMoney(toMajorUnits(charge)),
          })
        : intl.formatMessage(paymentMessages.pay);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      onKeyDownCapture={tipLimits.countPress}
      onPointerDownCapture={tipLimits.countPress}
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
          <TipAmountInput
            amount={draft.amount}
            onChange={(amount) => update({ amount })}
            limits={limits}
            tipLimits={tipLimits}
            currency={currency}
            hideAmount={hideAmount}
            disabled={busy}
          />
        </div>
      </fieldset>
      <FeeSummary
        amount={tipLimits.amountValid ? draft.amount : null}
        fee={fee}
        payFee={draft.payFee}
        onPayFeeChange={(payFee) => update({ payFee })}
        formatMoney={formatMoney}
        disabled={busy}
      />
      <FeedbackFields value={draft} onChange={update} disabled={busy} />
      {registerError !== null ? (
        <FocusedAlert key={submittedAt}>{registerError}</FocusedAlert>
      ) : null}
      <OutcomeNotice outcome={outcome} />
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

interface TipAmountInputProps {
  amount: number | null;
  onChange: (amount: number | null) => void;
  limits: Limits;
  tipLimits: TipLimits;
  currency: string | undefined;
  hideAmount: boolean;
  disabled: boolean;
}

/** The typed amount with what the limits say about it: the range, a clamp, a refusal. */
function TipAmountInput({
  amount,
  onChange,
  limits,
  tipLimits,
  currency,
  hideAmount,
  disabled,
}: TipAmountInputProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney(currency);
  const limitsText = {
    min: formatMoney(limits.minAmount),
    max: formatMoney(limits.maxAmount),
  };
  const { clampedTo } = tipLimits;
  return (
    <AmountInput
      label={intl.formatMessage(paymentMessages.amountLabel)}
      value={amount}
      onChange={onChange}
      onClamp={(_typed, kept) => tipLimits.clamped(kept)}
      min={limits.minAmount}
      max={limits.maxAmount}
      scale={2}
      currency={currency}
      disabled={disabled}
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
        tipLimits.amountError
          ? intl.formatMessage(paymentValueMessages.amountRequired, limitsText)
          : undefined
      }
    />
  );
}

/** Where the visitor is going after Pay: refused, on the way, or (preview) the link. */
function OutcomeNotice({ outcome }: { outcome: TipOutcome | null }) {
  if (outcome?.kind === 'refused')
    return (
      <FocusedAlert>
        <FormattedMessage {...paymentMessages.redirectRefused} />
      </FocusedAlert>
    );
  if (outcome?.kind === 'redirecting')
    return (
      <p className={styles.notice} role="status">
        <FormattedMessage {...paymentMessages.redirecting} />
      </p>
    );
  if (outcome?.kind === 'preview')
    return (
      <p className={styles.notice} role="status">
        <FormattedMessage {...paymentMessages.previewNotice} />{' '}
        <a className={styles.gatewayLink} href={outcome.url}>
          <FormattedMessage {...paymentMessages.openGateway} />
        </a>
      </p>
    );
  return null;
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
