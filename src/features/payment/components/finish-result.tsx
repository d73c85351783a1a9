import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/components/ui/link/link';
import type { FinishedPaymentInfo } from '@/api/generated/model';
import { Button } from '@/components/ui/button/button';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { useDocumentTitle } from '@/lib/i18n/use-document-title';
import { toMajorUnits, useFormatMoney } from '@/lib/money';
import { useLeaveFeedbackMutation } from '../api/payment-comment';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { AUTO_FILL_PARAM } from '../lib/auto-fill';
import { encodeAutoFill } from '../lib/encode-auto-fill';
import { clearDraft, draftKeyOf, type TipTarget } from '../lib/tip-draft';
import { finishMessages, finishValueMessages } from '../finish-messages';
import { FeedbackFields, type Feedback } from './feedback-fields';
import { Receipt } from './receipt';
import styles from './finish-result.module.css';

/** Who was tipped: the person's QR code, or the team. */
export function targetOf(info: FinishedPaymentInfo): TipTarget | null {
  const qrCodeUuid = info.qrCodeUuid ?? info.orderParams.qr_code_id;
  if (qrCodeUuid) return { qrCodeUuid };
  return info.teamUuid ? { teamUuid: info.teamUuid } : null;
}

/** The recipient's page; with an amount, pre-filled with it (the failed payment's retry). */
export function recipientPath(target: TipTarget, amountMinor?: number): string {
  const params = new URLSearchParams();
  if (target.teamUuid) params.set('to', 'team');
  if (amountMinor !== undefined)
    params.set(AUTO_FILL_PARAM, encodeAutoFill({ amount: toMajorUnits(amountMinor) }));
  const search = params.toString();
  const path = target.qrCodeUuid ? `/${target.qrCodeUuid}` : `/t/${target.teamUuid}`;
  return search ? `${path}?${search}` : path;
}

interface FinishResultProps {
  info: FinishedPaymentInfo;
  /** PENDING and the page has stopped asking by itself. */
  gaveUpPolling: boolean;
  onCheckAgain: () => void;
  checking: boolean;
}

const ICONS = { SUCCESS: '✓', FAILED: '!', PENDING: '…' } as const;

/** The outcome of a card payment: success (with feedback and tip again), failure (retry) or pending. */
export function FinishResult({ info, gaveUpPolling, onCheckAgain, checking }: FinishResultProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney(info.currency);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const target = targetOf(info);
  const amount = formatMoney(toMajorUnits(info.amount));
  const draftKey = target ? draftKeyOf(target) : null;

  // A paid tip's draft is done with: "tip again" starts from a clean form.
  useEffect(() => {
    if (info.status === 'SUCCESS' && draftKey) clearDraft(draftKey);
  }, [info.status, draftKey]);

  const title = {
    SUCCESS: finishMessages.successTitle,
    FAILED: finishMessages.failedTitle,
    PENDING: finishMessages.pendingTitle,
  }[info.status];
  const titleText = intl.formatMessage(title);
  useDocumentTitle(titleText);

  return (
    <section className={styles.result} aria-labelledby="finish-title" aria-live="polite">
      <span className={styles.icon} data-status={info.status} aria-hidden="true">
        {ICONS[info.status]}
      </span>
      <h1 id="finish-title" ref={heading} tabIndex={-1} className={styles.title}>
        {titleText}
      </h1>
      {info.status === 'SUCCESS' ? (
        <>
          <p className={styles.text}>
            {info.recipientName
              ? intl.formatMessage(finishValueMessages.successText, {
                  amount,
                  name: info.recipientName,
                })
              : intl.formatMessage(finishValueMessages.successTextNoName, { amount })}
          </p>
          <Receipt info={info} />
          <FeedbackForm info={info} />
          {target ? (
            <Link className={styles.action} to={recipientPath(target)}>
              <FormattedMessage {...finishMessages.tipAgain} />
            </Link>
          ) : null}
        </>
      ) : null}
      {info.status === 'FAILED' ? (
        <>
          <p className={styles.text}>
            <FormattedMessage {...finishMessages.failedText} />
          </p>
          {target ? (
            <Link className={styles.action} to={recipientPath(target, info.amount)}>
              <FormattedMessage {...finishMessages.retry} />
            </Link>
          ) : null}
        </>
      ) : null}
      {info.status === 'PENDING' ? (
        <>
          <p className={styles.text}>
            <FormattedMessage
              {...(gaveUpPolling ? finishMessages.stillPending : finishMessages.pendingText)}
            />
          </p>
          {gaveUpPolling ? (
            <Button variant="secondary" loading={checking} onClick={onCheckAgain}>
              <FormattedMessage {...finishMessages.checkAgain} />
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

const EMPTY_FEEDBACK: Feedback = { rating: null, emoji: [], comment: '' };

/**
 * payment/comment: what the visitor did not give with the tip itself. What to ask is decided
 * once: the result read again after sending says it was given, and the thanks must stay.
 */
function FeedbackForm({ info }: { info: FinishedPaymentInfo }) {
  const [{ askRating, askComment }] = useState({
    askRating: !info.ratingGiven,
    askComment: !info.commentGiven,
  });
  const { orderId } = info;
  const intl = useIntl();
  const formatError = useErrorMessage();
  const [feedback, setFeedback] = useState(EMPTY_FEEDBACK);
  const mutation = useLeaveFeedbackMutation();
  const empty =
    feedback.rating === null && feedback.emoji.length === 0 && feedback.comment.trim() === '';

  if (mutation.isSuccess) return <Thanks />;
  if (!askRating && !askComment) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || mutation.isPending) return;
    mutation.mutate({
      data: {
        orderId,
        rating: feedback.rating ?? undefined,
        emoji: feedback.emoji.length > 0 ? feedback.emoji.join(',') : undefined,
        comment: feedback.comment.trim() || undefined,
      },
    });
  };

  return (
    <form
      className={styles.feedback}
      onSubmit={submit}
      aria-labelledby="finish-feedback-title"
      noValidate
    >
      <h2 id="finish-feedback-title" className={styles.feedbackTitle}>
        {intl.formatMessage(finishMessages.feedbackTitle)}
      </h2>
      <FeedbackFields
        value={feedback}
        onChange={(patch) => setFeedback((current) => ({ ...current, ...patch }))}
        disabled={mutation.isPending}
        show={{ rating: askRating, emoji: askRating, comment: askComment }}
      />
      {mutation.isError ? (
        <p className={styles.error} role="alert">
          {formatError(mutation.error).message}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="secondary"
        fullWidth
        loading={mutation.isPending}
        disabled={empty}
      >
        {intl.formatMessage(finishMessages.feedbackSend)}
      </Button>
    </form>
  );
}

function Thanks() {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={ref} tabIndex={-1} className={styles.thanks} role="status">
      <FormattedMessage {...finishMessages.feedbackThanks} />
    </p>
  );
}
