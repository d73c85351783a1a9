import { useRef, useState } from 'react';
import type { OtpChallenge } from '@/api/generated/model/otpChallenge';
import { blockedSecondsOf, isFlowLost } from '@/lib/errors/server-error';
import type { OtpStepProps } from './otp-step';

type FlowStep =
  | { name: 'start' }
  | {
      name: 'otp';
      challenge: OtpChallenge;
      at: number;
      resentAt: number | null;
      blockedUntil: number | null;
    }
  | { name: 'finish' };

interface Resettable {
  reset: () => void;
}

interface MutateCallbacks<T> {
  onSuccess?: (data: T) => void;
  onError?: (error: unknown) => void;
}

/**
 * The code check: registration/check, access/restore/check, auth/finish, profile/delete/finish,
 * profile/change/<phone|email>/finish (a check whose body carries more, such as
 * change/password/finish's new password, is adapted by its host).
 */
interface CheckCall extends Resettable {
  mutate: (variables: { data: { otp: string } }, callbacks: MutateCallbacks<unknown>) => void;
  isPending: boolean;
  error: unknown;
}

/** A new code (newotp). */
interface ResendCall extends Resettable {
  mutate: (variables: undefined, callbacks: MutateCallbacks<OtpChallenge>) => void;
  isPending: boolean;
  error: unknown;
}

interface OtpFlowOptions {
  check: CheckCall;
  resend: ResendCall;
  /**
   * What follows a right code when it is not the finish step (sign-in loads user info): its
   * wait and its error belong to the code step.
   */
  afterCheck?: {
    mutate: (variables: undefined, callbacks: MutateCallbacks<unknown>) => void;
    isPending: boolean;
    error: unknown;
  };
  /** The flow's other calls, forgotten with the flow when it starts over. */
  alsoReset?: readonly Resettable[];
}

/**
 * The steps every code-confirmed flow shares (Start → OTP → FINISH): the code went out, the
 * code is checked or a new one asked for, a timed block (client.blocked.error with
 * retryAfterSeconds) holds the step until it ends, and a lost flow (or "change the login")
 * brings the person back to the first step with the error that sent them there. The host renders its own
 * first and last steps, and OtpStep with `otpStep` while it is set.
 */
export function useOtpFlow({ check, resend, afterCheck, alsoReset = [] }: OtpFlowOptions) {
  const [step, setStep] = useState<FlowStep>({ name: 'start' });
  /** An error that sent the person back to the first step (the flow was lost). */
  const [startError, setStartError] = useState<unknown>(null);

  /** Refuses the promise of the code being checked: a forgotten check answers nobody. */
  const checkRefused = useRef<(() => void) | null>(null);
  const refuseCheck = () => {
    checkRefused.current?.();
    checkRefused.current = null;
  };
  const forgetCheck = () => {
    refuseCheck();
    check.reset();
  };

  const backToStart = (error: unknown) => {
    setStartError(error);
    setStep({ name: 'start' });
    forgetCheck();
    resend.reset();
    for (const call of alsoReset) call.reset();
  };
  const onFlowError = (error: unknown) => isFlowLost(error) && backToStart(error);
  /** A code call's error: a lost flow starts over; a timed block holds the step until it ends. */
  const onCodeError = (error: unknown) => {
    const seconds = blockedSecondsOf(error);
    if (seconds === null) return onFlowError(error);
    const blockedUntil = Date.now() + seconds * 1000;
    setStep((current) => (current.name === 'otp' ? { ...current, blockedUntil } : current));
  };
  const codeSentAt = (challenge: OtpChallenge, resentAt: number | null): FlowStep => ({
    name: 'otp',
    challenge,
    at: Date.now(),
    resentAt,
    blockedUntil: null,
  });

  const otpStep: Omit<OtpStepProps, 'flow' | 'login' | 'loginKind' | 'backLabel'> | null =
    step.name === 'otp'
      ? {
          challenge: step.challenge,
          challengeAt: step.at,
          // Resolves once the code is taken (and what follows it is done): the step sends no
          // second code after that; a wrong or forgotten one rejects, and the step may send again.
          onSubmit: (otp) =>
            new Promise<void>((taken, refused) => {
              checkRefused.current = refused;
              check.mutate(
                { data: { otp } },
                {
                  onSuccess: () => {
                    checkRefused.current = null;
                    if (!afterCheck) {
                      setStep({ name: 'finish' });
                      taken();
                    } else
                      afterCheck.mutate(undefined, { onSuccess: () => taken(), onError: refused });
                  },
                  onError: (error) => {
                    refuseCheck();
                    onCodeError(error);
                  },
                },
              );
            }),
          submitting: check.isPending || Boolean(afterCheck?.isPending),
          submitError: check.error ?? afterCheck?.error ?? null,
          onResend: () =>
            resend.mutate(undefined, {
              onSuccess: (challenge) => {
                // The last code's answer (wrong, expired, blocked) was about that code.
                forgetCheck();
                setStep(codeSentAt(challenge, Date.now()));
              },
              onError: onCodeError,
            }),
          resending: resend.isPending,
          resendError: resend.error,
          resentAt: step.resentAt,
          blockedUntil: step.blockedUntil,
          onBack: () => backToStart(null),
        }
      : null;

  return {
    /** Props of the code step while it shows; null on the other steps. */
    otpStep,
    atFinish: step.name === 'finish',
    startError,
    /** A new start: the error of the last one goes. */
    starting: () => setStartError(null),
    /** The start answered with a code challenge. */
    codeSent: (challenge: OtpChallenge) => setStep(codeSentAt(challenge, null)),
    backToStart,
    /** Ends the flow when a call says it is lost. */
    onFlowError,
  };
}
