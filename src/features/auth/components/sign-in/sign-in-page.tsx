import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link/link';
import { useOtpFlow } from '@/components/ui/otp/use-otp-flow';
import { Notice } from '@/components/ui/notice/notice';
import { useSignInMutations } from '../../api/sign-in';
import type { LoginSettings } from '@/api/login-settings';
import { useCompleteAuthMutation } from '../../api/session';
import {
  AUTH_PATHS,
  REASON_PARAM,
  SESSION_EXPIRED_REASON,
  authLink,
  inviteUuidOf,
} from '../../lib/auth-paths';
import { displayLogin, emptyLogin, loginBody, loginKindOf } from '../../lib/login-values';
import { signInMessages } from '../../messages';
import { AuthCard } from '../parts/auth-card';
import { CodeStepCard } from '../parts/code-step-card';
import { SettingsGate } from '../parts/settings-gate';
import styles from '../parts/auth-parts.module.css';
import { SignInForm, type SignInValues } from './sign-in-form';

/** Set in the location state by the screens that send a person here. */
export interface SignInLocationState {
  notice?: 'passwordRestored' | 'signedOut';
  /** The login to start from (after a password restore). */
  login?: Partial<SignInValues>;
}

/**
 * Sign-in (spec section 7, Authentication): auth/start with the login and password, then the
 * code step (auth/newotp behind a countdown) and auth/finish; user info is then loaded and
 * the person lands where they were going. The contract may answer FINISH at start (no code
 * needed): then the session is already set and user info is loaded straight away.
 */
export function SignInPage() {
  return <SettingsGate>{(settings) => <SignIn settings={settings} />}</SettingsGate>;
}

function SignIn({ settings }: { settings: LoginSettings }) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? {}) as SignInLocationState;
  const mode = settings.loginMode;
  const [values, setValues] = useState<SignInValues>(() => ({
    ...emptyLogin(settings.phoneCountry),
    password: '',
    ...state.login,
  }));
  const { start, finish, resend } = useSignInMutations();
  const complete = useCompleteAuthMutation();
  // The code is checked by auth/finish itself; user info is loaded once it is right.
  const flow = useOtpFlow({ check: finish, resend, afterCheck: complete });

  const submitStart = (next: SignInValues) => {
    setValues(next);
    flow.starting();
    start.mutate(
      { data: { ...loginBody(mode, next), password: next.password } },
      {
        onSuccess: (challenge) => {
          if (challenge.step === 'OTP') flow.codeSent(challenge);
          else complete.mutate();
        },
      },
    );
  };

  const footer = (
    <p className={styles.footer}>
      {intl.formatMessage(signInMessages.noAccount)}{' '}
      <Link className={styles.link} to={authLink(AUTH_PATHS.register, search)}>
        {intl.formatMessage(signInMessages.register)}
      </Link>
    </p>
  );

  if (flow.otpStep) {
    return (
      <CodeStepCard
        flow="auth"
        login={displayLogin(mode, values)}
        loginKind={loginKindOf(mode)}
        step={{ current: 2, total: 2 }}
        {...flow.otpStep}
      />
    );
  }

  const notice =
    search.get(REASON_PARAM) === SESSION_EXPIRED_REASON
      ? signInMessages.sessionExpired
      : state.notice
        ? signInMessages[state.notice]
        : inviteUuidOf(search)
          ? signInMessages.inviteWaiting
          : null;

  return (
    <AuthCard
      title={intl.formatMessage(signInMessages.title)}
      step={{ current: 1, total: 2 }}
      footer={footer}
    >
      {notice ? <Notice>{intl.formatMessage(notice)}</Notice> : null}
      <SignInForm
        mode={mode}
        defaultValues={values}
        onSubmit={submitStart}
        submitting={start.isPending || complete.isPending}
        error={start.error ?? complete.error ?? flow.startError}
      />
    </AuthCard>
  );
}
