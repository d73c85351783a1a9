import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  useCheckAccessRestoreCode,
  useFinishAccessRestore,
  useResendAccessRestoreCode,
  useStartAccessRestore,
} from '@/api/generated/access-restore/access-restore';
import type { OtpChallenge } from '@/api/generated/model/otpChallenge';
import type { LoginSettings } from '../../api/login-settings';
import { AUTH_PATHS, authLink } from '../../lib/auth-paths';
import { displayLogin, emptyLogin, loginBody, type LoginValues } from '../../lib/login-values';
import { isFlowLost } from '../../lib/server-error';
import { restoreMessages } from '../../messages';
import { AuthCard } from '../parts/auth-card';
import { OtpStep } from '../parts/otp-step';
import { PasswordStep, type PasswordStepValues } from '../parts/password-step';
import { SettingsGate } from '../parts/settings-gate';
import type { SignInLocationState } from '../sign-in/sign-in-page';
import styles from '../parts/auth-parts.module.css';
import { RestoreStartForm } from './restore-start-form';

type Step =
  | { name: 'start' }
  | { name: 'otp'; challenge: OtpChallenge; at: number; resentAt: number | null }
  | { name: 'password' };

const TOTAL_STEPS = 3;

/**
 * Password restore (spec section 7): access/restore/start with the login, the code (check,
 * newotp), then the new password (finish). The person then signs in with it, the login
 * already filled in.
 */
export function RestorePage() {
  return <SettingsGate>{(settings) => <Restore settings={settings} />}</SettingsGate>;
}

function Restore({ settings }: { settings: LoginSettings }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const mode = settings.loginMode;
  const [login, setLogin] = useState<LoginValues>(() => emptyLogin(settings.phoneCountry));
  const [password, setPassword] = useState<PasswordStepValues | undefined>();
  const [step, setStep] = useState<Step>({ name: 'start' });
  const [startError, setStartError] = useState<unknown>(null);
  const start = useStartAccessRestore();
  const check = useCheckAccessRestoreCode();
  const resend = useResendAccessRestoreCode();
  const finish = useFinishAccessRestore();

  const backToStart = (error: unknown) => {
    setStartError(error);
    setStep({ name: 'start' });
    check.reset();
    resend.reset();
    finish.reset();
  };

  const signInLinkWithLogin = authLink(AUTH_PATHS.signIn, search);

  if (step.name === 'otp') {
    return (
      <OtpStep
        flow="forgot"
        login={displayLogin(mode, login)}
        challenge={step.challenge}
        challengeAt={step.at}
        step={{ current: 2, total: TOTAL_STEPS }}
        onSubmit={(otp) =>
          check.mutate(
            { data: { otp } },
            {
              onSuccess: () => setStep({ name: 'password' }),
              onError: (error) => isFlowLost(error) && backToStart(error),
            },
          )
        }
        submitting={check.isPending}
        submitError={check.error}
        onResend={() =>
          resend.mutate(undefined, {
            onSuccess: (challenge) =>
              setStep({ name: 'otp', challenge, at: Date.now(), resentAt: Date.now() }),
            onError: (error) => isFlowLost(error) && backToStart(error),
          })
        }
        resending={resend.isPending}
        resendError={resend.error}
        resentAt={step.resentAt}
        onBack={() => backToStart(null)}
      />
    );
  }

  if (step.name === 'password') {
    return (
      <PasswordStep
        flow="forgot"
        title={intl.formatMessage(restoreMessages.passwordTitle)}
        submitLabel={intl.formatMessage(restoreMessages.save)}
        step={{ current: 3, total: TOTAL_STEPS }}
        defaultValues={password}
        onSubmit={(chosen) => {
          setPassword(chosen);
          finish.mutate(
            { data: { password: chosen.password } },
            {
              onSuccess: () => {
                const state: SignInLocationState = { notice: 'passwordRestored', login };
                void navigate(signInLinkWithLogin, { replace: true, state });
              },
              onError: (error) => isFlowLost(error) && backToStart(error),
            },
          );
        }}
        submitting={finish.isPending}
        error={finish.error}
      />
    );
  }

  return (
    <AuthCard
      title={intl.formatMessage(restoreMessages.title)}
      step={{ current: 1, total: TOTAL_STEPS }}
      footer={
        <Link className={styles.link} to={signInLinkWithLogin}>
          {intl.formatMessage(restoreMessages.backToSignIn)}
        </Link>
      }
    >
      <p className={styles.text}>{intl.formatMessage(restoreMessages.intro)}</p>
      <RestoreStartForm
        mode={mode}
        defaultValues={login}
        onSubmit={(next) => {
          setLogin(next);
          setStartError(null);
          start.mutate(
            { data: loginBody(mode, next) },
            {
              onSuccess: (challenge) =>
                setStep({ name: 'otp', challenge, at: Date.now(), resentAt: null }),
            },
          );
        }}
        submitting={start.isPending}
        error={start.error ?? startError}
      />
    </AuthCard>
  );
}
