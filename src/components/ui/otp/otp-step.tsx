import { useEffect, useMemo, useRef } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import type { OtpChallenge } from '@/api/generated/model/otpChallenge';
import type { ErrorFlow, LoginKind } from '@/lib/errors/error-catalogue';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { formatSeconds, useCountdown } from '@/lib/use-countdown';
import { Button } from '../button/button';
import { FormAlert } from '../form-alert/form-alert';
import { useFocusFirstError } from '../form-alert/use-focus-first-error';
import { useZodForm } from '../form-alert/use-zod-form';
import { Notice } from '../notice/notice';
import { TextInput } from '../text-input/text-input';
import { formatBlock } from './blocked-message';
import { otpMessages, otpValueMessages } from './messages';
import styles from './otp-step.module.css';

/** When the contract leaves them out: a 4-digit code, a new one after a minute. */
const DEFAULT_CODE_LENGTH = 4;
const DEFAULT_RESEND_SECONDS = 60;

/** The code as typed, trimmed: required, then exactly `length` digits. */
function otpSchema(length: number) {
  const format = new RegExp(`^[0-9]{${length}}$`);
  return z.object({
    otp: z
      .string()
      .trim()
      .superRefine((code, context) => {
        const problem = !code
          ? otpMessages.required
          : format.test(code)
            ? null
            : otpValueMessages.format;
        if (problem) context.addIssue({ code: 'custom', message: problem.id });
      }),
  });
}

export interface OtpStepProps {
  /** The catalogue flow whose wording errors take (spec section 8), if it has its own. */
  flow?: ErrorFlow | undefined;
  /** The e-mail or phone the code went to, as the person typed it. */
  login: string;
  /** Which of the two it is, so the texts name it rightly. */
  loginKind: LoginKind;
  /** The start (or last newotp) answer: code length and resend delay. */
  challenge: OtpChallenge;
  /** When that answer came (Date.now()), so the countdown survives re-renders. */
  challengeAt: number;
  /**
   * Checks the code. While its promise is unsettled another submit is dropped (a double click),
   * and after it resolves (the code was taken) every one; a rejection lets the next one through.
   */
  onSubmit: (otp: string) => void | Promise<unknown>;
  submitting: boolean;
  submitError: unknown;
  onResend: () => void;
  resending: boolean;
  resendError: unknown;
  /** Set after a successful resend (the time it happened), to say a new code is on its way. */
  resentAt: number | null;
  /**
   * Set when a call answered client.blocked.error with its time left (a Date.now() value):
   * until then the code and the new-code button wait, with a countdown.
   */
  blockedUntil: number | null;
  /** Back to the flow's first step (what was typed there is the host's to keep). */
  onBack: () => void;
  /** The back button's words; "Change the details" by default. */
  backLabel?: string | undefined;
}

/**
 * The one-time-code step of every code-confirmed flow (steps Start → OTP → FINISH: sign-in,
 * registration, restore; the profile's phone, e-mail and password changes and deletion).
 * It draws no frame or heading of its own: the host puts it in its card or page under
 * otpMessages.title. The code stays in the field after a wrong attempt so it can be corrected;
 * a new code can be asked for once the countdown has run out, or at once when the code has
 * expired. Too many wrong codes block the login for a while: the step says for how long and
 * waits, then offers a new code. State and calls come from useOtpFlow.
 */
export function OtpStep({
  flow,
  login,
  loginKind,
  challenge,
  challengeAt,
  onSubmit,
  submitting,
  submitError,
  onResend,
  resending,
  resendError,
  resentAt,
  blockedUntil,
  onBack,
  backLabel,
}: OtpStepProps) {
  const intl = useIntl();
  const codeRef = useRef<HTMLInputElement>(null);
  const length = challenge.codeLength ?? DEFAULT_CODE_LENGTH;
  const deadline = challengeAt + (challenge.resendAfterSeconds ?? DEFAULT_RESEND_SECONDS) * 1000;
  const secondsLeft = useCountdown(deadline);
  const blockSecondsLeft = useCountdown(blockedUntil ?? 0);
  const blocked = blockSecondsLeft > 0;
  // The step words a timed block itself while it lasts; once it is over the error is history.
  const isTimedBlock = (error: unknown) =>
    blockedUntil !== null && isApiError(error) && error.code === 'client.blocked.error';
  const blockError = [submitError, resendError].find(isTimedBlock);
  const shownSubmitError = submitting || isTimedBlock(submitError) ? null : submitError;
  const shownResendError = resending || isTimedBlock(resendError) ? null : resendError;
  const expired = isApiError(submitError) && submitError.code === 'otp.expired.error';
  const noMoreCodes = isApiError(resendError) && resendError.code === 'otp.no.more.new.codes.error';
  const schema = useMemo(() => otpSchema(length), [length]);
  const { form, formRef, errors, serverField, errorOf } = useZodForm({
    schema,
    defaultValues: { otp: '' },
    // A wrong format stays said until the next submit: the code stays to be corrected.
    reValidateMode: 'onSubmit',
    serverError: shownSubmitError,
    fields: ['otp'],
    flow,
    login: loginKind,
  });
  const otp = useController({ control: form.control, name: 'otp' });
  useFocusFirstError(formRef, blocked ? blockedUntil : null);
  // A double click checks the form twice, in parallel: only the first code is sent, and none
  // after a code is taken (the step is leaving).
  const submitOnce = useOneAtATime(
    async (code: string) => {
      await onSubmit(code);
    },
    { closeOnSuccess: true },
  );
  // The resend button is gone once a new code is on its way, and the field comes back when a
  // block ends: focus goes to the code field.
  const blockOver = blockedUntil !== null && !blocked;
  useEffect(() => {
    if (resentAt || blockOver) codeRef.current?.focus();
  }, [resentAt, blockOver]);

  const codeError = errorOf('otp', errors.otp, { length });
  const canResend = (secondsLeft === 0 || expired || blockOver) && !noMoreCodes;

  return (
    <div className={styles.step}>
      <p className={styles.text}>
        {intl.formatMessage(otpValueMessages.sentTo, { login, kind: loginKind })}
      </p>
      <form
        ref={formRef}
        className={styles.step}
        onSubmit={(event) =>
          void form.handleSubmit(({ otp: code }) => submitOnce(code).catch(() => undefined))(event)
        }
        noValidate
      >
        {blocked ? (
          <FormAlert error={blockError}>
            {intl.formatMessage(otpMessages.tooManyWrong)}{' '}
            {formatBlock(intl, blockError, flow, loginKind)}
          </FormAlert>
        ) : shownSubmitError && !serverField ? (
          <FormAlert error={shownSubmitError} flow={flow} login={loginKind} />
        ) : null}
        <TextInput
          label={intl.formatMessage(otpMessages.label)}
          hint={intl.formatMessage(otpValueMessages.hint, { length })}
          ref={codeRef}
          name={otp.field.name}
          value={otp.field.value}
          onChange={(event) =>
            otp.field.onChange(event.target.value.replace(/\D/g, '').slice(0, length))
          }
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={length}
          required
          disabled={blocked}
          error={codeError}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={submitting} disabled={blocked} fullWidth>
            {intl.formatMessage(otpMessages.submit)}
          </Button>
        </div>
      </form>
      <div className={styles.resend}>
        {shownResendError ? (
          <FormAlert error={shownResendError} flow={flow} login={loginKind} />
        ) : null}
        {noMoreCodes ? (
          <p className={styles.text}>{intl.formatMessage(otpMessages.noMoreCodes)}</p>
        ) : null}
        {resentAt && !resendError ? (
          <Notice>{intl.formatMessage(otpMessages.resent)}</Notice>
        ) : null}
        {blocked ? (
          <p className={styles.text}>
            {intl.formatMessage(otpValueMessages.blockedIn, {
              time: formatSeconds(blockSecondsLeft),
            })}
          </p>
        ) : canResend ? (
          <Button variant="secondary" onClick={onResend} loading={resending} fullWidth>
            {intl.formatMessage(otpMessages.resend)}
          </Button>
        ) : noMoreCodes ? null : (
          <p className={styles.text}>
            {intl.formatMessage(otpValueMessages.resendIn, { time: formatSeconds(secondsLeft) })}
          </p>
        )}
        <button type="button" className={styles.back} onClick={onBack}>
          {backLabel ?? intl.formatMessage(otpMessages.changeLogin)}
        </button>
      </div>
    </div>
  );
}
