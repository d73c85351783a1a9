import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { forgetUser } from '@/api/current-user';
import type { UserInfo } from '@/api/generated/model/userInfo';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { useFocusFirstError } from '@/components/ui/form-alert/use-focus-first-error';
import { useOtpFlow } from '@/components/ui/otp/use-otp-flow';
import { toMajorUnits, useFormatMoney } from '@/lib/money';
import { useAccountDeletionMutations } from '../api/profile';
import { accountCodeAddress } from '../lib/code-address';
import { GOODBYE_PATH } from '@/lib/routes';
import { deleteMessages } from '../messages';
import { CodeStepSection } from './parts/code-step-section';
import { ProfileSubpage } from './parts/profile-subpage';
import { ServerAlert } from './parts/server-alert';
import styles from './parts/profile-parts.module.css';

const FLOW = 'delete';

/**
 * Account deletion (spec sections 4 and 7): what is lost, confirmed by a tick, then
 * profile/delete/start → a code to the account (delete/newotp for a new one) →
 * delete/finish. Errors take the catalogue's `delete` wording (section 8: "restart
 * deletion"). Finishing logs out: the server has ended the session; the visitor leaves for the
 * goodbye screen and the person's info is forgotten (as sign-out does).
 */
export function DeletePage() {
  const intl = useIntl();
  return (
    <ProfileSubpage title={intl.formatMessage(deleteMessages.title)}>
      {(client) => <AccountDeletion client={client} />}
    </ProfileSubpage>
  );
}

function AccountDeletion({ client }: { client: UserInfo }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const calls = useAccountDeletionMutations(() => {
    // Leave the signed-in screens first, so nothing on them asks for the gone user info.
    void Promise.resolve(navigate(GOODBYE_PATH, { replace: true })).then(() =>
      forgetUser(queryClient),
    );
  });
  const flow = useOtpFlow({ check: calls.finish, resend: calls.resend, alsoReset: [calls.start] });
  const formRef = useRef<HTMLFormElement>(null);
  const [understood, setUnderstood] = useState(false);
  const [problem, setProblem] = useState<{ text: string } | null>(null);
  const { login, loginKind } = accountCodeAddress(client);
  const formatMoney = useFormatMoney(client.balance?.currency);
  const startError = calls.start.isPending ? null : (calls.start.error ?? flow.startError);
  useFocusFirstError(formRef, problem);
  useFocusFirstError(formRef, startError);

  if (flow.otpStep) {
    return (
      <CodeStepSection
        flow={FLOW}
        login={login}
        loginKind={loginKind}
        backLabel={intl.formatMessage(deleteMessages.cancel)}
        {...flow.otpStep}
      />
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (calls.start.isPending) return;
    if (!understood) {
      setProblem({ text: intl.formatMessage(deleteMessages.confirmRequired) });
      return;
    }
    setProblem(null);
    flow.starting();
    calls.start.mutate(undefined, { onSuccess: flow.codeSent });
  };

  const balance = client.balance && client.balance.amount > 0 ? client.balance : null;
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <h2 className={styles.stepTitle}>{intl.formatMessage(deleteMessages.lossTitle)}</h2>
      <ul className={styles.losses}>
        {balance ? (
          <li>
            {intl.formatMessage(deleteMessages.lossBalance, {
              amount: formatMoney(toMajorUnits(balance.amount)),
            })}
          </li>
        ) : null}
        <li>{intl.formatMessage(deleteMessages.lossQrCodes)}</li>
        <li>{intl.formatMessage(deleteMessages.lossHistory)}</li>
        <li>{intl.formatMessage(deleteMessages.lossTeams)}</li>
        <li>{intl.formatMessage(deleteMessages.lossCards)}</li>
      </ul>
      <p className={styles.warning}>{intl.formatMessage(deleteMessages.irreversible)}</p>
      {startError ? <ServerAlert error={startError} flow={FLOW} login={loginKind} /> : null}
      <Checkbox
        label={intl.formatMessage(deleteMessages.confirm)}
        name="understood"
        checked={understood}
        onChange={(event) => {
          setUnderstood(event.target.checked);
          setProblem(null);
        }}
        error={problem?.text}
      />
      <p className={styles.text}>
        {intl.formatMessage(deleteMessages.codeNote, { login, kind: loginKind })}
      </p>
      <div className={styles.actions}>
        <Button type="submit" variant="danger" loading={calls.start.isPending}>
          {intl.formatMessage(deleteMessages.submit)}
        </Button>
      </div>
    </form>
  );
}
