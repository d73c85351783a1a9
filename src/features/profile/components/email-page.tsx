import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { useCurrentUser } from '@/api/current-user';
import type { UserInfo } from '@/api/generated/model/userInfo';
import { Button } from '@/components/ui/button/button';
import { useZodForm } from '@/components/ui/form-alert/use-zod-form';
import { useOtpFlow } from '@/components/ui/otp/use-otp-flow';
import { TextInput } from '@/components/ui/text-input/text-input';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { useSessionDraft } from '@/lib/session-draft';
import { useEmailChangeMutations } from '../api/profile';
import { emailMessages, profileMessages } from '../messages';
import { CodeStepSection } from './parts/code-step-section';
import { ProfileSubpage } from './parts/profile-subpage';
import { ServerAlert } from './parts/server-alert';
import { useBackToProfile, useFinishedChange } from './parts/use-finished-change';
import styles from './parts/profile-parts.module.css';

const FLOW = 'changeEmail';
/** A server error under the field: the catalogue's codes name it 'login', a format error 'email'. */
const FIELDS = ['login', 'email'];

/** Required, an address, and not the one the account has (compared without case). */
function emailSchema(current: string | undefined) {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, emailMessages.required.id)
      .pipe(z.email(emailMessages.invalid.id))
      .refine((email) => email.toLowerCase() !== current?.toLowerCase(), emailMessages.same.id),
  });
}

/**
 * The e-mail. An account that has one changes it with a code sent to the new address
 * (change/email/start → code → finish); an account without one (registered by phone) adds its
 * first address with profile/update/email, which the contract keeps for that case (README.md).
 */
export function EmailPage() {
  const intl = useIntl();
  const user = useCurrentUser().data;
  // While user info loads, the usual case (an account with an e-mail) names the screen.
  const hasEmail = user ? Boolean(user.client.email) : true;
  return (
    <ProfileSubpage
      title={intl.formatMessage(hasEmail ? emailMessages.title : emailMessages.addTitle)}
    >
      {(client) => <EmailChange client={client} />}
    </ProfileSubpage>
  );
}

function EmailChange({ client }: { client: UserInfo }) {
  const intl = useIntl();
  const calls = useEmailChangeMutations();
  const flow = useOtpFlow({ check: calls.finish, resend: calls.resend, alsoReset: [calls.start] });
  const back = useBackToProfile();
  const adding = !client.email;
  const write = adding ? calls.add : calls.start;
  const schema = useMemo(() => emailSchema(client.email), [client.email]);
  const { form, formRef, errors, shownError, serverField, errorOf } = useZodForm({
    schema,
    defaultValues: { email: '' },
    // As typed, an error stays until the field changes (it goes then) or the next submit.
    reValidateMode: 'onSubmit',
    serverError: write.error ?? flow.startError,
    pending: write.isPending,
    fields: FIELDS,
    flow: FLOW,
    login: 'email',
  });
  const typed = useWatch({ control: form.control });
  useSessionDraft('profile-email', typed, (saved) => form.reset({ email: saved.email ?? '' }));
  useFinishedChange(flow.atFinish, 'email');
  // A double click checks the form twice, in parallel: only the first sends.
  const sendOnce = useOneAtATime(async (email: string) => {
    if (adding) {
      await calls.add.mutateAsync({ data: { email } });
      back('emailAdded');
      return;
    }
    flow.starting();
    flow.codeSent(await calls.start.mutateAsync({ data: { email } }));
  });

  if (flow.otpStep) {
    return (
      <CodeStepSection
        flow={FLOW}
        login={form.getValues('email').trim()}
        loginKind="email"
        backLabel={intl.formatMessage(emailMessages.changeAddress)}
        {...flow.otpStep}
      />
    );
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) =>
        void form.handleSubmit(({ email }) => sendOnce(email).catch(() => undefined))(event)
      }
      noValidate
    >
      <p className={styles.text}>
        {intl.formatMessage(adding ? emailMessages.addIntro : emailMessages.intro)}
      </p>
      {shownError && !serverField ? (
        <ServerAlert error={shownError} flow={FLOW} login="email" />
      ) : null}
      <TextInput
        {...form.register('email', { onChange: () => form.clearErrors('email') })}
        label={intl.formatMessage(adding ? emailMessages.addLabel : emailMessages.label)}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errorOf('email', errors.email) ?? errorOf('login')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={write.isPending}>
          {intl.formatMessage(adding ? profileMessages.save : profileMessages.getCode)}
        </Button>
      </div>
    </form>
  );
}
