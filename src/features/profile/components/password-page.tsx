import { useIntl } from 'react-intl';
import { z } from 'zod';
import type { UserInfo } from '@/api/generated/model/userInfo';
import { Button } from '@/components/ui/button/button';
import { useZodForm } from '@/components/ui/form-alert/use-zod-form';
import { useOtpFlow } from '@/components/ui/otp/use-otp-flow';
import { passwordFieldMessages } from '@/components/ui/password-field/messages';
import { FormPasswordField } from '@/components/ui/password-field/form-password-field';
import { validatePassword } from '@/components/ui/password-field/password-rules';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { usePasswordChangeMutations } from '../api/profile';
import { accountCodeAddress } from '../lib/code-address';
import { passwordMessages, profileMessages } from '../messages';
import { CodeStepSection } from './parts/code-step-section';
import { ProfileSubpage } from './parts/profile-subpage';
import { ServerAlert } from './parts/server-alert';
import { useFinishedChange } from './parts/use-finished-change';
import styles from './parts/profile-parts.module.css';

const FLOW = 'changePassword';

/**
 * The current password, a new one that keeps the rule and differs from it, and the new one
 * again: each field says its first problem, all three at once.
 */
const passwordSchema = z
  .object({ current: z.string(), next: z.string(), repeat: z.string() })
  .superRefine(({ current, next, repeat }, context) => {
    const problems = {
      current: current ? null : passwordMessages.currentRequired,
      next: !next
        ? passwordMessages.newRequired
        : !validatePassword(next)
          ? passwordFieldMessages.passwordRule
          : next === current
            ? passwordMessages.sameAsCurrent
            : null,
      repeat: !repeat
        ? passwordMessages.repeatRequired
        : repeat !== next
          ? passwordMessages.mismatch
          : null,
    };
    for (const [field, problem] of Object.entries(problems))
      if (problem) context.addIssue({ code: 'custom', path: [field], message: problem.id });
  });
type PasswordValues = z.infer<typeof passwordSchema>;

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
  const { login, loginKind } = accountCodeAddress(client);
  const { form, formRef, errors, shownError, serverField, errorOf } = useZodForm({
    schema: passwordSchema,
    defaultValues: { current: '', next: '', repeat: '' },
    // As typed, a field's error stays until it changes (it goes then) or the next submit.
    reValidateMode: 'onSubmit',
    serverError: calls.start.error ?? flow.startError,
    pending: calls.start.isPending,
    // bad.credentials.error belongs under the current password (the catalogue calls it 'password').
    fields: ['password'],
    flow: FLOW,
    login: loginKind,
  });
  useFinishedChange(flow.atFinish, 'password');
  // A double click checks the form twice, in parallel: only the first sends.
  const startOnce = useOneAtATime(async ({ current, next }: PasswordValues) => {
    calls.setNewPassword(next);
    flow.starting();
    flow.codeSent(await calls.start.mutateAsync({ data: { password: current } }));
  });

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

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) =>
        void form.handleSubmit((values) => startOnce(values).catch(() => undefined))(event)
      }
      noValidate
    >
      <p className={styles.text}>
        {intl.formatMessage(passwordMessages.intro, { login, kind: loginKind })}
      </p>
      {shownError && !serverField ? (
        <ServerAlert error={shownError} flow={FLOW} login={loginKind} />
      ) : null}
      <FormPasswordField
        control={form.control}
        field="current"
        label={intl.formatMessage(passwordMessages.currentLabel)}
        name="currentPassword"
        purpose="current"
        required
        onChange={() => form.clearErrors('current')}
        error={errorOf('password', errors.current)}
      />
      <FormPasswordField
        control={form.control}
        field="next"
        label={intl.formatMessage(passwordMessages.newLabel)}
        name="newPassword"
        purpose="new"
        required
        onChange={() => form.clearErrors('next')}
        error={errorOf('next', errors.next)}
      />
      <FormPasswordField
        control={form.control}
        field="repeat"
        label={intl.formatMessage(passwordMessages.repeatLabel)}
        name="repeatPassword"
        purpose="current"
        required
        onChange={() => form.clearErrors('repeat')}
        error={errorOf('repeat', errors.repeat)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={calls.start.isPending}>
          {intl.formatMessage(profileMessages.getCode)}
        </Button>
      </div>
    </form>
  );
}
