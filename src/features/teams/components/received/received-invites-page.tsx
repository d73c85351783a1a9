import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import { useAgreementAsked } from '@/api/team-invites';
import type { Invite } from '@/api/generated/model/invite';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { useZodForm } from '@/components/ui/form-alert/use-zod-form';
import { Link } from '@/components/ui/link/link';
import { Modal } from '@/components/ui/modal/modal';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { useAnswerInviteMutations, useReceivedInvites } from '../../api/invites';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { teamPath } from '@/lib/routes';
import { teamPhotoUrl } from '@/api/photos';
import {
  inviteStateMessages,
  roleMessages,
  teamsMessages,
  teamsValueMessages,
} from '../../messages';
import { ListSkeleton } from '../parts/list-skeleton';
import { LoadMore } from '@/components/ui/load-more/load-more';
import styles from '../teams.module.css';

const STATE_TONE = {
  NEW: 'warning',
  ACCEPTED: 'success',
  DECLINED: 'muted',
  CANCELLED: 'muted',
  EXPIRED: 'muted',
} as const;

/**
 * /cabinet/invites: the invites the person received (invite/list/received, 30 a page): team
 * photo and name, who invited, the role. An open one is accepted (after the member agreement
 * when the settings ask for it) or declined; the answer replaces it in the list.
 */
export function ReceivedInvitesPage() {
  const intl = useIntl();
  const invites = useReceivedInvites();
  const { accept, decline } = useAnswerInviteMutations();
  const [joining, setJoining] = useState<Invite | null>(null);
  const agreementAsked = useAgreementAsked();
  const answerError = accept.error ?? decline.error;
  const alreadyIn =
    isApiError(answerError) && answerError.code === 'team.already.contains.client.error';
  const join = (invite: Invite) => {
    decline.reset();
    if (agreementAsked) setJoining(invite);
    else accept.mutate(invite);
  };
  return (
    <div className={styles.stack}>
      <PageHeader
        title={intl.formatMessage(teamsMessages.invitesTitle)}
        description={intl.formatMessage(teamsMessages.receivedDescription)}
      />
      {answerError && !joining ? (
        <FormAlert error={answerError} takeFocus>
          {alreadyIn ? intl.formatMessage(teamsMessages.receivedAlreadyInTeam) : undefined}
        </FormAlert>
      ) : null}
      <AsyncContent
        query={invites}
        loading={<ListSkeleton inCard />}
        isEmpty={(data) => data.pages[0]?.list.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(teamsMessages.receivedEmptyTitle)}
            description={intl.formatMessage(teamsMessages.receivedEmptyDescription)}
          />
        }
      >
        {(data) => (
          <section
            className={styles.card}
            aria-label={intl.formatMessage(teamsMessages.receivedLabel)}
          >
            <ul className={styles.list}>
              {data.pages.flatMap((page) =>
                page.list.map((invite) => (
                  <li key={invite.uuid}>
                    <ReceivedInvite
                      invite={invite}
                      busy={
                        (accept.isPending && accept.variables.uuid === invite.uuid) ||
                        (decline.isPending && decline.variables.uuid === invite.uuid)
                      }
                      disabled={accept.isPending || decline.isPending}
                      onAccept={join}
                      onDecline={(declined) => {
                        accept.reset();
                        decline.mutate(declined);
                      }}
                    />
                  </li>
                )),
              )}
            </ul>
            <LoadMore label={intl.formatMessage(teamsMessages.showMore)} list={invites} />
          </section>
        )}
      </AsyncContent>
      <JoinDialog
        invite={joining}
        pending={accept.isPending}
        error={accept.error}
        alreadyIn={alreadyIn}
        onClose={() => {
          setJoining(null);
          accept.reset();
        }}
        onJoin={(invite) => accept.mutateAsync(invite).then(() => setJoining(null))}
      />
    </div>
  );
}

interface ReceivedInviteProps {
  invite: Invite;
  busy: boolean;
  disabled: boolean;
  onAccept: (invite: Invite) => void;
  onDecline: (invite: Invite) => void;
}

function ReceivedInvite({ invite, busy, disabled, onAccept, onDecline }: ReceivedInviteProps) {
  const intl = useIntl();
  const team = invite.teamTitle;
  return (
    <div className={styles.row}>
      <Avatar name={team} src={teamPhotoUrl(invite.teamPhotoUuid)} />
      <span className={styles.rowText}>
        <span className={styles.name}>{team}</span>
        <span className={styles.meta}>
          {intl.formatMessage(teamsValueMessages.receivedAsRole, {
            role: intl.formatMessage(roleMessages[invite.role]),
          })}
          {invite.senderName
            ? ` · ${intl.formatMessage(teamsValueMessages.receivedFrom, { name: invite.senderName })}`
            : ''}
        </span>
      </span>
      {invite.state === 'NEW' ? (
        <span className={styles.rowActions}>
          <Button
            size="sm"
            aria-label={intl.formatMessage(teamsValueMessages.receivedAcceptLabel, { team })}
            loading={busy}
            disabled={disabled}
            onClick={() => onAccept(invite)}
          >
            {intl.formatMessage(teamsMessages.receivedAccept)}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={intl.formatMessage(teamsValueMessages.receivedDeclineLabel, { team })}
            disabled={disabled}
            onClick={() => onDecline(invite)}
          >
            {intl.formatMessage(teamsMessages.receivedDecline)}
          </Button>
        </span>
      ) : (
        <span className={styles.rowActions}>
          <span className={styles.badge} data-tone={STATE_TONE[invite.state]}>
            {intl.formatMessage(inviteStateMessages[invite.state])}
          </span>
          {invite.state === 'ACCEPTED' ? (
            <Link className={styles.link} to={teamPath(invite.teamUuid)}>
              {intl.formatMessage(teamsValueMessages.receivedOpenTeam, { team })}
            </Link>
          ) : null}
        </span>
      )}
    </div>
  );
}

interface JoinDialogProps {
  invite: Invite | null;
  pending: boolean;
  error: unknown;
  alreadyIn: boolean;
  onClose: () => void;
  onJoin: (invite: Invite) => Promise<unknown>;
}

/** The team member agreement, accepted before joining. */
const agreementSchema = z.object({ accepted: z.boolean() }).refine(({ accepted }) => accepted, {
  path: ['accepted'],
  message: teamsMessages.receivedAgreementRequired.id,
});

/** Joining asks to accept the team member agreement first (settings: teamMemberAgreementEnabled). */
function JoinDialog({ invite, pending, error, alreadyIn, onClose, onJoin }: JoinDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const { form, formRef, errors, errorOf } = useZodForm({
    schema: agreementSchema,
    defaultValues: { accepted: false },
    // The error stays until the box changes (it goes then) or the next submit.
    reValidateMode: 'onSubmit',
  });
  const accepted = useController({ control: form.control, name: 'accepted' });
  // A double click checks the form twice, in parallel: only the first joins.
  const joinOnce = useOneAtATime(onJoin);
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal
      open={invite !== null}
      onClose={close}
      title={
        invite
          ? intl.formatMessage(teamsValueMessages.receivedJoinTitle, { team: invite.teamTitle })
          : ''
      }
      actions={
        <>
          <Button variant="ghost" onClick={close} disabled={pending}>
            {intl.formatMessage(teamsMessages.cancel)}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {intl.formatMessage(teamsMessages.receivedJoin)}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit(() => {
            if (invite) return joinOnce(invite).catch(() => undefined);
          })(event)
        }
      >
        <Checkbox
          label={intl.formatMessage(teamsMessages.receivedAgreement)}
          checked={accepted.field.value}
          onChange={(event) => {
            accepted.field.onChange(event.target.checked);
            form.clearErrors('accepted');
          }}
          error={errorOf('accepted', errors.accepted)}
        />
      </form>
      {error && !pending ? (
        <FormAlert error={error}>
          {alreadyIn ? intl.formatMessage(teamsMessages.receivedAlreadyInTeam) : undefined}
        </FormAlert>
      ) : null}
    </Modal>
  );
}
