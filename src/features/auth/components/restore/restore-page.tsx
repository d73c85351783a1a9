import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link/link';
import { useOtpFlow } from '@/components/ui/otp/use-otp-flow';
import type { LoginSettings } from '@/api/login-settings';
import { useAccessRestoreMutations } from '../../api/access-restore';
import { AUTH_PATHS, authLink } from '../../lib/auth-paths';
import {
  displayLogin,
  emptyLogin,
  loginBody,
  loginKindOf,
  type LoginValues,
} from '../../lib/login-values';
import { restoreMessages } from '../../messages';
import { AuthCard } from '../parts/auth-card';
import { CodeStepCard } from '../parts/code-step-card';
import { PasswordStep, type PasswordStepValues } from '../parts/password-step';
import { SettingsGate } from '../parts/settings-gate';
import type { SignInLocationState } from '../sign-in/sign-in-page';
import styles from '../parts/auth-parts.module.css';
import { RestoreStartForm } from './restore-start-form';

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
  const { start, check, resend, finish } = useAccessRestoreMutations();
  const flow = useOtpFlow({ check, resend, alsoReset: [finish] });

  const signInLinkWithLogin = authLink(AUTH_PATHS.signIn, search);

  if (flow.otpStep) {
    return (
      <CodeStepCard
        flow="forgot"
        login={displayLogin(mode, login)}
        loginKind={loginKindOf(mode)}
        step={{ current: 2, total: TOTAL_STEPS }}
        {...flow.otpStep}
      />
    );
  }

  if (flow.atFinish) {
    return (
      <PasswordStep
        flow="forgot"
        title={intl.formatMessage(restoreMessages.passwordTitle)}
        submitLabel={intl.formatMessage(restoreMessages.save)}
        step={{ current: 3, total: TOTAL_STEPS }}
        defaultValues={password}
        onSubmit={async (chosen) => {
          setPassword(chosen);
          try {
            await finish.mutateAsync({ data: { password: chosen.password } });
          } catch (error) {
            flow.onFlowError(error);
            throw error;
          }
          const state: SignInLocationState = { notice: 'passwordRestored', login };
          await navigate(signInLinkWithLogin, { replace: true, state });
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
          flow.starting();
          start.mutate({ data: loginBody(mode, next) }, { onSuccess: flow.codeSent });
        }}
        submitting={start.isPending}
        error={start.error ?? flow.startError}
      />
    </AuthCard>
  );
}
