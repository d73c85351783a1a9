import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { OrderDetails } from '@/api/generated/model';
import { AmountInput } from '@/components/ui/amount-input/amount-input';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { useFocusFirstError } from '@/components/ui/form-alert/use-focus-first-error';
import { Modal } from '@/components/ui/modal/modal';
import { toMinorUnits } from '@/lib/money';
import { useSessionDraft } from '@/lib/session-draft';
import { remainingOf, useRefundMutation } from '../api/refunds';
import { ordersValueMessages, refundMessages } from '../messages';
import styles from './orders.module.css';

export type RefundKind = 'full' | 'part';

/** Session-draft keys: which refund dialog is open (its opener's) and the amount in it. */
export const REFUND_DIALOG_DRAFT = 'order-refund-dialog';
const REFUND_DRAFT = 'order-refund-amount';

export interface RefundDialogProps {
  order: OrderDetails;
  kind: RefundKind;
  /** Money in minor units, in the order's currency. */
  formatMoney: (minor: number) => string;
  onClose: () => void;
  /** The refund went through: the amount given back, in minor units. */
  onRefunded: (amount: number) => void;
  /** The server said the order is not what the person saw; it is being read again. */
  onOrderChanged: () => void;
}

/** The server's answers this dialog words itself (the rest take the catalogue's words). */
function ownWordsFor(error: unknown) {
  if (!isApiError(error)) return null;
  const field = (error.body as { field?: unknown } | undefined)?.field;
  if (error.code === 'field.invalid.format.error' && field === 'amount')
    return { message: refundMessages.serverAmount, onField: true };
  if (error.code === 'invalid.state.error')
    return { message: refundMessages.serverNotRefundable, onField: false };
  if (error.code === 'modification.irrelevant.data.error')
    return { message: refundMessages.serverChanged, onField: false };
  return null;
}

/** A failure the same request may get past: no answer, or the server's own trouble. */
const isRetryable = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.status >= 500);

/**
 * The confirmation of a refund, in full or in part: it states the amount and what will
 * remain. A part is typed in major units with two decimals (the kit's amount input), sent in
 * minor units, and may not be more than what remains. While the refund is on its way the
 * dialog cannot be confirmed again or closed; after a failure the amount typed stays and
 * "Try again" sends the same refund again (the same Idempotency-Key: see useRefundMutation). It
 * opens with focus on the amount, and Enter confirms.
 */
export function RefundDialog({
  order,
  kind,
  formatMoney,
  onClose,
  onRefunded,
  onOrderChanged,
}: RefundDialogProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [amount, setAmount] = useState<number | null>(null);
  // The amount typed survives a session expiry (the order screen reopens this dialog).
  useSessionDraft(REFUND_DRAFT, { amount }, (saved) => {
    if (typeof saved.amount === 'number') setAmount(saved.amount);
  });
  const [submitted, setSubmitted] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const { refund, isPending, error } = useRefundMutation(order, {
    onRefunded: (answer) => onRefunded(answer.refunds.at(-1)?.amount ?? 0),
    onOrderChanged,
  });
  // Focus goes to the first error: the browser's own on a refused confirm, the server's once
  // it answers.
  useFocusFirstError(formRef, error ?? attempts);

  const remaining = remainingOf(order);
  const amountMinor = amount === null ? null : toMinorUnits(amount);
  const tooLarge = amountMinor !== null && amountMinor > remaining;
  const missing = amountMinor === null || amountMinor <= 0;
  const refundMinor = kind === 'full' ? remaining : amountMinor;

  const ownWords = ownWordsFor(error);
  const amountError =
    kind === 'part'
      ? tooLarge
        ? intl.formatMessage(ordersValueMessages.refundAmountTooLarge, {
            max: formatMoney(remaining),
          })
        : submitted && missing
          ? intl.formatMessage(refundMessages.amountRequired)
          : ownWords?.onField
            ? intl.formatMessage(ownWords.message)
            : undefined
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setSubmitted(true);
    setAttempts((count) => count + 1);
    if (kind === 'full') refund({ kind: 'full' });
    else if (!missing && !tooLarge && amountMinor !== null)
      refund({ kind: 'part', amount: amountMinor });
  };

  const confirmLabel =
    error && isRetryable(error)
      ? intl.formatMessage(refundMessages.retry)
      : refundMinor !== null && refundMinor > 0 && !(kind === 'part' && tooLarge)
        ? intl.formatMessage(ordersValueMessages.refundConfirm, {
            amount: formatMoney(refundMinor),
          })
        : intl.formatMessage(kind === 'full' ? refundMessages.fullTitle : refundMessages.partTitle);

  return (
    <Modal
      open
      // A part refund starts on its amount; a full one has no field.
      initialFocus="input"
      onClose={() => {
        if (!isPending) onClose();
      }}
      title={intl.formatMessage(
        kind === 'full' ? refundMessages.fullTitle : refundMessages.partTitle,
      )}
    >
      <form ref={formRef} className={styles.dialogForm} noValidate onSubmit={submit}>
        {kind === 'part' ? (
          <AmountInput
            label={intl.formatMessage(refundMessages.amount)}
            value={amount}
            onChange={setAmount}
            min={0}
            max={Number.MAX_SAFE_INTEGER}
            scale={2}
            currency={order.currency}
            hint={intl.formatMessage(ordersValueMessages.refundAmountHint, {
              max: formatMoney(remaining),
            })}
            error={amountError}
            disabled={isPending}
            required
          />
        ) : null}
        <p className={styles.summary} aria-live="polite">
          {kind === 'full'
            ? intl.formatMessage(ordersValueMessages.refundFullSummary, {
                amount: formatMoney(remaining),
              })
            : !missing && !tooLarge && amountMinor !== null
              ? intl.formatMessage(ordersValueMessages.refundPartSummary, {
                  amount: formatMoney(amountMinor),
                  remaining: formatMoney(remaining - amountMinor),
                })
              : null}
        </p>
        {error && !ownWords?.onField ? (
          <FormAlert error={error}>
            {ownWords ? intl.formatMessage(ownWords.message) : undefined}
          </FormAlert>
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" disabled={isPending} onClick={onClose}>
            {intl.formatMessage(refundMessages.cancel)}
          </Button>
          <Button type="submit" variant="danger" loading={isPending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
