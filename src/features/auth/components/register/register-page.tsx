import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link/link';
import { useOtpFlow } from '@/components/ui/otp/use-otp-flow';
import type { LoginSettings } from '@/api/login-settings';
import { fieldOfError, isFlowLost } from '@/lib/errors/server-error';
import { useRegistrationMutations } from '../../api/registration';
import { useCompleteAuthMutation } from '../../api/session';
import { AUTH_PATHS, authLink, inviteUuidOf } from '../../lib/auth-paths';
import { displayLogin, emptyLogin, loginBody, loginKindOf } from '../../lib/login-values';
import { registerMessages } from '../../messages';
import { AuthCard } from '../parts/auth-card';
import { CodeStepCard } from '../parts/code-step-card';
import { PasswordStep, type PasswordStepValues } from '../parts/password-step';
import { SettingsGate } from '../parts/settings-gate';
import styles from '../parts/auth-parts.module.css';
import { RegisterStartForm, type RegisterStartValues } from './register-start-form';

const TOTAL_STEPS = 3;

/**
 * Registration (spec section 7): start/check, then start/personal or start/business with the
 * name and login; the code (check, newotp); the password (password/validate, then finish).
 * A business account then goes on to the business-data step (business/data) before the
 * cabinet. An error that ends the flow brings the person back to the first step with
 * everything they typed.
 */
export function RegisterPage() {
  return <SettingsGate>{(settings) => <Register settings={settings} />}</SettingsGate>;
}

function Register({ settings }: { settings: LoginSettings }) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const mode = settings.loginMode;
  const [values, setValues] = useState<RegisterStartValues>(() => ({
    ...emptyLogin(settings.phoneCountry),
    accountType: 'personal',
    firstName: '',
    lastName: '',
  }));
  const [password, setPassword] = useState<PasswordStepValues | undefined>();
  const { start, check, resend, finish } = useRegistrationMutations(settings);
  const flow = useOtpFlow({ check, resend, alsoReset: [finish] });
  const complete = useCompleteAuthMutation();

  const footer = (
    <p className={styles.footer}>
      {intl.formatMessage(registerMessages.hasAccount)}{' '}
      <Link className={styles.link} to={authLink(AUTH_PATHS.signIn, search)}>
        {intl.formatMessage(registerMessages.signIn)}
      </Link>
    </p>
  );

  if (flow.otpStep) {
    return (
      <CodeStepCard
        flow="register"
        login={displayLogin(mode, values)}
        loginKind={loginKindOf(mode)}
        step={{ current: 2, total: TOTAL_STEPS }}
        {...flow.otpStep}
      />
    );
  }

  if (flow.atFinish) {
    return (
      <PasswordStep
        flow="register"
        title={intl.formatMessage(registerMessages.passwordTitle)}
        submitLabel={intl.formatMessage(registerMessages.finish)}
        step={{ current: 3, total: TOTAL_STEPS }}
        askAgreement={settings.teamMemberAgreementEnabled}
        defaultValues={password}
        onSubmit={async (chosen) => {
          setPassword(chosen);
          try {
            await finish.mutateAsync(chosen);
          } catch (error) {
            // The flow is gone, or the login was taken meanwhile: back to the first step.
            if (isFlowLost(error) || fieldOfError(error, ['login'])) flow.backToStart(error);
            throw error;
          }
          await complete.mutateAsync();
        }}
        submitting={finish.isPending || complete.isPending}
        error={finish.error ?? complete.error}
      />
    );
  }

  return (
    <AuthCard
      title={intl.formatMessage(registerMessages.title)}
      step={{ current: 1, total: TOTAL_STEPS }}
      footer={footer}
    >
      <RegisterStartForm
        mode={mode}
        defaultValues={values}
        onSubmit={(next) => {
          setValues(next);
          flow.starting();
          start.mutate(
            {
              login: loginBody(mode, next),
              firstName: next.firstName,
              lastName: next.lastName,
              business: next.accountType === 'business',
              teamInviteUuid: inviteUuidOf(search) ?? undefined,
            },
            { onSuccess: flow.codeSent },
          );
        }}
        submitting={start.isPending}
        error={start.error ?? flow.startError}
      />
    </AuthCard>
  );
}
