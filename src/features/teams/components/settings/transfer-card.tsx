import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Team } from '@/api/generated/model/team';
import { Button } from '@/components/ui/button/button';
import { Notice } from '@/components/ui/notice/notice';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { useTransferOwnershipMutation } from '../../api/teams';
import { teamsMessages, teamsValueMessages } from '../../messages';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { ChosenMember, MemberPicker, useMemberPickForm } from '../parts/member-picker';
import { SectionCard } from '../parts/section-card';
import styles from '../teams.module.css';

const notMemberError = (error: unknown) =>
  isApiError(error) && error.code === 'client.notActive.error';

/**
 * team/owner/transfer to a member chosen from the team (by name or phone), after a question
 * that names them and says what the owner becomes (an administrator: the mock and the
 * contract's description agree).
 */
export function TransferCard({ team }: { team: Team }) {
  const intl = useIntl();
  const form = useMemberPickForm();
  const transfer = useTransferOwnershipMutation(team.uuid);
  const transferOnce = useOneAtATime((phone: string) => transfer.mutateAsync(phone));
  const asked = form.asked;
  // The member left meanwhile: said under the field, where another can be chosen.
  const notMember = notMemberError(transfer.error);
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.settingsTransferTitle)}>
      <p className={styles.text}>{intl.formatMessage(teamsMessages.settingsTransferDescription)}</p>
      {transfer.isSuccess ? (
        <Notice>{intl.formatMessage(teamsMessages.settingsTransferDone)}</Notice>
      ) : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          transfer.reset();
          void form.onSubmit(event);
        }}
      >
        <MemberPicker
          teamUuid={team.uuid}
          form={form}
          label={intl.formatMessage(teamsMessages.settingsTransferMember)}
          offered={(member) => member.role !== 'OWNER'}
          error={
            notMember ? intl.formatMessage(teamsMessages.settingsTransferNotMember) : undefined
          }
        />
        <div className={styles.formActions}>
          <Button type="submit" variant="secondary">
            {intl.formatMessage(teamsMessages.settingsTransferSubmit)}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={asked !== null}
        onClose={form.close}
        danger={false}
        title={intl.formatMessage(teamsValueMessages.settingsTransferConfirmTitle, {
          team: team.title,
        })}
        confirmLabel={intl.formatMessage(teamsMessages.settingsTransferSubmit)}
        busy={transfer.isPending}
        error={notMember ? null : transfer.error}
        onConfirm={() => {
          if (!asked) return;
          transferOnce(asked.phone).then(
            (sent) => sent && form.done(),
            (error: unknown) => {
              if (notMemberError(error)) form.close();
            },
          );
        }}
      >
        {asked ? (
          <>
            <ChosenMember member={asked} />
            <p>
              {intl.formatMessage(teamsValueMessages.settingsTransferConfirmBody, {
                name: asked.fullName,
                team: team.title,
              })}
            </p>
          </>
        ) : null}
      </ConfirmDialog>
    </SectionCard>
  );
}
