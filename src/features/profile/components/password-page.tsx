import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { UserInfo } from '@/api/generated/model/userInfo';
import { Button } from '@/components/ui/button/button';
import { useFocusFirstError } from '@/components/ui/form-alert/use-focus-first-error';
import { useOtpFlow } from '@/components/ui/otp/use-otp-flow';
import { passwordFieldMessages } from '@/components/ui/password-field/messages';
import { PasswordField } from '@/components/ui/password-field/password-field';
import { validatePassword } from '@/components/ui/password-field/password-rules';
import { useFieldErrors } from '@/lib/errors/use-field-errors';
import { usePasswordChangeMutations } from '../api/profile';
import { accountCodeAddress } from '../lib/code-address';
import { passwordMessages, profileMessages } from '../messages';
import { CodeStepSection } from './parts/code-step-section';
import { ProfileSubpage } from './parts/profile-subpage';
import { ServerAlert } from './parts/server-alert';
import { useFinishedChange } from './parts/use-finished-change';
import styles from './parts/profile-parts.module.css';

const FLOW = 'changePassword';

interface PasswordValues {
  current: string;
  next: string;
  repeat: string;
}
type Problems = Partial<Record<keyof PasswordValues, string>>;

/**
 * Change the password (spec section 7): the current password, the new one (the rule and meter
 * of section 5) typed twice → change/password/start with the current one sends a code to the
 * account → change/password/finish with the code and the new password. The passwords live in
 * this screen's state only: never in a session draft, never in a report.
 */
export function PasswordPage() {
  const intl = useIntl();
  return (
    <ProfileSubpage title={intl.formatMessage(passwordMessages.title)}>
      {(client) => <PasswordChange client={client} />}
    </ProfileSubpage>
  );
}

function PasswordChange({ client }: { client: UserInfo }) {
  const intl = useIntl();
  const calls = usePasswordChangeMutations();
  const flow = useOtpFlow({ check: calls.check, resend: calls.resend, alsoReset: [calls.start] });
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PasswordValues>({ current: '', next: '', repeat: '' });
  const [problems, setProblems] = useState<Problems | null>(null);
  useFinishedChange(flow.atFinish, 'password');
  const { login, loginKind } = accountCodeAddress(client);
  const startError = calls.start.isPending ? null : (calls.start.error ?? flow.startError);
  // bad.credentials.error belongs under the current password (the catalogue calls it 'password').
  const { serverField, errorOf } = useFieldErrors(startError, FLOW, ['password'], loginKind);
  useFocusFirstError(formRef, problems);
  useFocusFirstError(formRef, startError);

  if (flow.otpStep) {
    return (
      <CodeStepSection
        flow={FLOW}
        login={login}
        loginKind={loginKind}
        backLabel={intl.formatMessage(passwordMessages.changePasswords)}
        {...flow.otpStep}
      />
    );
  }

  const change = (field: keyof PasswordValues) => (value: string) => {
    setValues((now) => ({ ...now, [field]: value }));
    setProblems((now) => now && { ...now, [field]: undefined });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (calls.start.isPending) return;
    const found: Problems = {
      current: values.current ? undefined : intl.formatMessage(passwordMessages.currentRequired),
      next: !values.next
        ? intl.formatMessage(passwordMessages.newRequired)
        : !validatePassword(values.next)
          ? intl.formatMessage(passwordFieldMessages.passwordRule)
          : values.next === values.current
            ? intl.formatMessage(passwordMessages.sameAsCurrent)
            : undefined,
      repeat: !values.repeat
        ? intl.formatMessage(passwordMessages.repeatRequired)
        : values.repeat !== values.next
          ? intl.formatMessage(passwordMessages.mismatch)
          : undefined,
    };
    if (Object.values(found).some(Boolean)) {
      setProblems(found);
      return;
    }
    setProblems(null);
    calls.setNewPassword(values.next);
    flow.starting();
    calls.start.mutate({ data: { password: values.current } }, { onSuccess: flow.codeSent });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.text}>
        {intl.formatMessage(passwordMessages.intro, { login, kind: loginKind })}
      </p>
      {startError && !serverField ? (
        <ServerAlert error={startError} flow={FLOW} login={loginKind} />
      ) : null}
      <PasswordField
        label={intl.formatMessage(passwordMessages.currentLabel)}
        name="currentPassword"
        purpose="current"
        required
        defaultValue={values.current}
        onChange={change('current')}
        error={problems?.current ?? errorOf('password')}
      />
      <PasswordField
        label={intl.formatMessage(passwordMessages.newLabel)}
        name="newPassword"
        purpose="new"
        required
        defaultValue={values.next}
        onChange={change('next')}
        error={problems?.next}
      />
      <PasswordField
        label={intl.formatMessage(passwordMessages.repeatLabel)}
        name="repeatPassword"
        purpose="current"
        required
        defaultValue={values.repeat}
        onChange={change('repeat')}
        error={problems?.repeat}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={calls.start.isPending}>
          {intl.formatMessage(profileMessages.getCode)}
        </Button>
      </div>
    </form>
  );
}
