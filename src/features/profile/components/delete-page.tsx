import { useQueryClient } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { forgetUser } from '@/api/current-user';
import type { UserInfo } from '@/api/generated/model/userInfo';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { useZodForm } from '@/components/ui/form-alert/use-zod-form';
import { useOtpFlow } from '@/components/ui/otp/use-otp-flow';
import { useOneAtATime } from '@/lib/one-at-a-time';
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

/** Nothing is sent before the person ticks that they understand. */
const deletionSchema = z.object({
  understood: z.boolean().refine(Boolean, deleteMessages.confirmRequired.id),
});

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
  const { form, formRef, errors, shownError, errorOf } = useZodForm({
    schema: deletionSchema,
    defaultValues: { understood: false },
    // The error stays until the box changes (it goes then) or the next submit.
    reValidateMode: 'onSubmit',
    serverError: calls.start.error ?? flow.startError,
    pending: calls.start.isPending,
  });
  const understood = useController({ control: form.control, name: 'understood' });
  const { login, loginKind } = accountCodeAddress(client);
  const formatMoney = useFormatMoney(client.balance?.currency);
  // A double click checks the form twice, in parallel: only the first sends.
  const startOnce = useOneAtATime(async () => {
    flow.starting();
    flow.codeSent(await calls.start.mutateAsync());
  });

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

  const balance = client.balance && client.balance.amount > 0 ? client.balance : null;
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit(() => startOnce().catch(() => undefined))(event)}
      noValidate
    >
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
      {shownError ? <ServerAlert error={shownError} flow={FLOW} login={loginKind} /> : null}
      <Checkbox
        label={intl.formatMessage(deleteMessages.confirm)}
        name={understood.field.name}
        checked={understood.field.value}
        onChange={(event) => {
          understood.field.onChange(event.target.checked);
          form.clearErrors('understood');
        }}
        error={errorOf('understood', errors.understood)}
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
