import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { useCurrentUser } from '@/api/current-user';
import type { UserInfo } from '@/api/generated/model/userInfo';
import { Button } from '@/components/ui/button/button';
import { useFocusFirstError } from '@/components/ui/form-alert/use-focus-first-error';
import { useOtpFlow } from '@/components/ui/otp/use-otp-flow';
import { TextInput } from '@/components/ui/text-input/text-input';
import { useFieldErrors } from '@/lib/errors/use-field-errors';
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
const emailFormat = z.email();

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
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<{ text: string } | null>(null);
  useSessionDraft('profile-email', { email }, (saved) => setEmail(String(saved.email ?? '')));
  useFinishedChange(flow.atFinish, 'email');
  const adding = !client.email;
  const write = adding ? calls.add : calls.start;
  const startError = write.isPending ? null : (write.error ?? flow.startError);
  const { serverField, errorOf } = useFieldErrors(startError, FLOW, FIELDS, 'email');
  useFocusFirstError(formRef, problem);
  useFocusFirstError(formRef, startError);

  if (flow.otpStep) {
    return (
      <CodeStepSection
        flow={FLOW}
        login={email.trim()}
        loginKind="email"
        backLabel={intl.formatMessage(emailMessages.changeAddress)}
        {...flow.otpStep}
      />
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (write.isPending) return;
    const value = email.trim();
    const text = !value
      ? intl.formatMessage(emailMessages.required)
      : !emailFormat.safeParse(value).success
        ? intl.formatMessage(emailMessages.invalid)
        : value.toLowerCase() === client.email?.toLowerCase()
          ? intl.formatMessage(emailMessages.same)
          : null;
    setProblem(text ? { text } : null);
    if (text) return;
    if (adding) {
      calls.add.mutate({ data: { email: value } }, { onSuccess: () => back('emailAdded') });
      return;
    }
    flow.starting();
    calls.start.mutate({ data: { email: value } }, { onSuccess: flow.codeSent });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.text}>
        {intl.formatMessage(adding ? emailMessages.addIntro : emailMessages.intro)}
      </p>
      {startError && !serverField ? (
        <ServerAlert error={startError} flow={FLOW} login="email" />
      ) : null}
      <TextInput
        label={intl.formatMessage(adding ? emailMessages.addLabel : emailMessages.label)}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setProblem(null);
        }}
        error={problem?.text ?? errorOf('login') ?? errorOf('email')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={write.isPending}>
          {intl.formatMessage(adding ? profileMessages.save : profileMessages.getCode)}
        </Button>
      </div>
    </form>
  );
}
