import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Limits } from '@/api/generated/model';
import { AmountInput } from '@/components/ui/amount-input/amount-input';
import { Button } from '@/components/ui/button/button';
import { toMajorUnits, toMinorUnits, useFormatMoney } from '@/lib/money';
import { usePaymentFee } from '../api/payment-fee';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { chargeOf, isWithinLimits, type AmountChoices } from '../lib/amount';
import {
  draftKeyOf,
  EMPTY_DRAFT,
  loadDraft,
  saveDraft,
  type TipDraft,
  type TipTarget,
} from '../lib/tip-draft';
import { useTipAmount } from '../lib/use-tip-amount';
import { useTipSubmit } from '../lib/use-tip-submit';
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
  /** Who the tip is for, as the page's heading names them. */
  recipient: string;
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
  recipient,
}: TipFormProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney(currency);
  const key = draftKeyOf(target);
  const [draft, setDraft] = useState(() =>
    initialDraft(key, autoFill, limits, hideAmount ? null : choices.preselected),
  );
  const [amountBox, amountError, clampedTo, countPress, onClamp, amountChanged, payable] =
    useTipAmount();
  const [pay, outcome, busy, registerError, errorKey] = useTipSubmit(target, preview);

  useEffect(() => saveDraft(key, draft), [key, draft]);

  // The tip in minor units; null while the amount is missing or outside the limits.
  const tipMinor = isWithinLimits(draft.amount, limits) ? toMinorUnits(draft.amount) : null;
  const fee = usePaymentFee(target, tipMinor);
  // What the gateway will be asked to charge: the pay button names it, and it is held while
  // the visitor covers a fee that is not known yet (see README, "Fee").
  const charge = tipMinor === null ? null : chargeOf(tipMinor, draft.payFee, fee.feeAmount);
  const held = tipMinor !== null && charge === null;

  const update = (patch: Partial<TipDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (patch.amount !== undefined) amountChanged();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy && !held && payable(tipMinor)) void pay(draft, tipMinor);
  }

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

  return (
    <form
      className={styles.form}
      onSubmit={submit}
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
            onClamp={onClamp}
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
        amount={tipMinor === null ? null : draft.amount}
        fee={fee}
        payFee={draft.payFee}
        onPayFeeChange={(payFee) => update({ payFee })}
        formatMoney={formatMoney}
        recipient={recipient}
        disabled={busy}
      />
      <FeedbackFields value={draft} onChange={update} disabled={busy} />
      {registerError !== null ? <FocusedAlert key={errorKey}>{registerError}</FocusedAlert> : null}
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
