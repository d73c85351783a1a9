import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TelegramAuthCode } from '@/api/generated/model/telegramAuthCode';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { useFocusFirstError } from '@/components/ui/form-alert/use-focus-first-error';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { useNewTelegramCodeMutation, useTelegramCode } from '../api/telegram';
import { telegramMessages } from '../messages';
import styles from './profile-page.module.css';

/** True once `expiresAt` has passed (re-renders at that moment). */
function useExpired(expiresAt: string): boolean {
  const end = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end)) return;
    // At the end (at once when it has passed), the clock is read again.
    const left = Math.min(Math.max(0, end - Date.now()), 2 ** 31 - 1);
    const timer = window.setTimeout(() => setNow(Date.now()), left);
    return () => window.clearTimeout(timer);
  }, [end]);
  return !(end > now);
}

/**
 * The telegram bot link (spec section 1: the bot token display is on): the person's link code
 * (telegram/auth/code/get) to send to the bot, a copy button, and a new code
 * (telegram/auth/code/newcode), which also starts one where there is none.
 */
export function TelegramSection() {
  const intl = useIntl();
  const titleId = useId();
  const formatError = useErrorMessage();
  const sectionRef = useRef<HTMLElement>(null);
  const code = useTelegramCode();
  const issue = useNewTelegramCodeMutation();
  const issueError = issue.isPending ? null : issue.error;
  // The button that failed may have lost focus while it waited: focus goes to the message.
  useFocusFirstError(sectionRef, issueError);
  const newCode = () => {
    if (!issue.isPending) issue.mutate();
  };

  let body;
  if (code.data !== undefined) {
    body = code.data ? (
      <LinkCode code={code.data} onNewCode={newCode} issuing={issue.isPending} />
    ) : (
      <>
        <p className={styles.muted}>{intl.formatMessage(telegramMessages.none)}</p>
        <div className={styles.actions}>
          <Button onClick={newCode} loading={issue.isPending}>
            {intl.formatMessage(telegramMessages.get)}
          </Button>
        </div>
      </>
    );
  } else if (code.isError) {
    body = (
      <div className={styles.inlineError} role="alert">
        <p>{formatError(code.error).message}</p>
        <Button variant="secondary" loading={code.isFetching} onClick={() => void code.refetch()}>
          {intl.formatMessage(telegramMessages.retry)}
        </Button>
      </div>
    );
  } else {
    body = (
      <SkeletonGroup>
        <Skeleton shape="rect" height={56} />
      </SkeletonGroup>
    );
  }

  return (
    <section ref={sectionRef} className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {intl.formatMessage(telegramMessages.title)}
      </h2>
      <p className={styles.muted}>{intl.formatMessage(telegramMessages.intro)}</p>
      {issueError ? <FormAlert error={issueError} /> : null}
      {body}
    </section>
  );
}

function LinkCode({
  code,
  onNewCode,
  issuing,
}: {
  code: TelegramAuthCode;
  onNewCode: () => void;
  issuing: boolean;
}) {
  const intl = useIntl();
  const labelId = useId();
  const expired = useExpired(code.expiresAt);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(code.code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <>
      <div className={styles.codeRow}>
        <span id={labelId} className={styles.muted}>
          {intl.formatMessage(telegramMessages.codeLabel)}
        </span>
        <output className={styles.code} aria-labelledby={labelId} data-expired={expired}>
          {code.code}
        </output>
        <span className={styles.muted}>
          {expired
            ? intl.formatMessage(telegramMessages.expired)
            : intl.formatMessage(telegramMessages.validUntil, {
                time: intl.formatTime(code.expiresAt, { hour: '2-digit', minute: '2-digit' }),
              })}
        </span>
      </div>
      <div className={styles.actions}>
        {expired ? null : (
          <Button variant="secondary" onClick={() => void copyCode()}>
            {intl.formatMessage(telegramMessages.copy)}
          </Button>
        )}
        <Button variant={expired ? 'primary' : 'ghost'} onClick={onNewCode} loading={issuing}>
          {intl.formatMessage(telegramMessages.newCode)}
        </Button>
        {code.botUrl && !expired ? (
          <a
            className={styles.external}
            href={code.botUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {intl.formatMessage(telegramMessages.openBot)}
          </a>
        ) : null}
      </div>
      <p className={styles.status} role="status">
        {copy === 'copied'
          ? intl.formatMessage(telegramMessages.copied)
          : copy === 'failed'
            ? intl.formatMessage(telegramMessages.copyFailed)
            : ''}
      </p>
    </>
  );
}
