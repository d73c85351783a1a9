import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Invite } from '@/api/generated/model/invite';
import type { Role } from '@/api/generated/model/role';
import type { Team } from '@/api/generated/model/team';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { Notice } from '@/components/ui/notice/notice';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { displayPhone } from '@/lib/display-phone';
import { can, inviteActionFor } from '@/lib/team-permissions';
import {
  useCancelInviteMutation,
  useCreateInviteLinkMutation,
  useSendInviteMutation,
  useSentInvites,
} from '../../api/invites';
import {
  inviteStateMessages,
  roleMessages,
  teamsMessages,
  teamsValueMessages,
} from '../../messages';
import { ListSkeleton } from '../parts/list-skeleton';
import { LoadMore } from '@/components/ui/load-more/load-more';
import { useDaysAgo } from '../../lib/days-ago';
import { PhoneField, usePhoneField } from '../parts/phone-field';
import { SectionCard } from '../parts/section-card';
import styles from '../teams.module.css';
import { InviteLinkDialog } from './invite-link-dialog';

/** The roles this person may invite with: administrators only by the owner. */
function invitableRoles(team: Team): Role[] {
  return (['MEMBER', 'ADMIN'] as const).filter((role) => can(team.role, inviteActionFor(role)));
}

/**
 * Invites of a team: send one to a phone (invite/send/member or invite/send/admin), create a
 * link to share as an address or QR code (invite/add), and every invite sent with its state
 * (invite/list/push, 30 a page); an open one can be taken back.
 */
export function SentInvitesSection({ team }: { team: Team }) {
  const [shown, setShown] = useState<Invite | null>(null);
  return (
    <div className={styles.stack}>
      <div className={styles.grid}>
        <InviteByPhone team={team} />
        <InviteLink team={team} onCreated={setShown} />
      </div>
      <SentInvites team={team} onShare={setShown} />
      <InviteLinkDialog invite={shown} onClose={() => setShown(null)} />
    </div>
  );
}

function RoleChoice({
  team,
  value,
  onChange,
}: {
  team: Team;
  value: Role;
  onChange: (role: Role) => void;
}) {
  const intl = useIntl();
  const roles = invitableRoles(team);
  if (roles.length < 2) return null;
  return (
    <RadioGroup<Role>
      label={intl.formatMessage(teamsMessages.invitesRole)}
      value={value}
      onChange={onChange}
      options={roles.map((role) => ({
        value: role,
        label: intl.formatMessage(roleMessages[role]),
      }))}
    />
  );
}

/** The catalogue's conflicts said from the inviting side. */
function inviteProblem(error: unknown) {
  if (!isApiError(error)) return null;
  if (error.code === 'team.already.contains.client.error') return teamsMessages.errorsAlreadyInTeam;
  if (error.code === 'team.claim.alreadyExists.error') return teamsMessages.errorsClaimExists;
  return null;
}

function InviteByPhone({ team }: { team: Team }) {
  const intl = useIntl();
  const phone = usePhoneField();
  const [role, setRole] = useState<Role>('MEMBER');
  const send = useSendInviteMutation(team.uuid);
  const problem = inviteProblem(send.error);
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.invitesByPhone)}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (send.isPending) return;
          const number = phone.e164();
          if (!number) return;
          send.mutate({ phone: number, role }, { onSuccess: phone.reset });
        }}
      >
        <PhoneField field={phone} label={intl.formatMessage(teamsMessages.invitesPhone)} />
        <RoleChoice team={team} value={role} onChange={setRole} />
        {send.isError ? (
          <FormAlert error={send.error} takeFocus>
            {problem ? intl.formatMessage(problem) : undefined}
          </FormAlert>
        ) : null}
        {send.isSuccess ? (
          <Notice>
            {intl.formatMessage(teamsValueMessages.invitesSent, {
              phone: displayPhone(send.data.phone ?? ''),
            })}
          </Notice>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" loading={send.isPending}>
            {intl.formatMessage(teamsMessages.invitesSend)}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}

function InviteLink({ team, onCreated }: { team: Team; onCreated: (invite: Invite) => void }) {
  const intl = useIntl();
  const [role, setRole] = useState<Role>('MEMBER');
  const create = useCreateInviteLinkMutation(team.uuid);
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.invitesLinkTitle)}>
      <p className={styles.text}>{intl.formatMessage(teamsMessages.invitesLinkDescription)}</p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (create.isPending) return;
          create.mutate(role, { onSuccess: onCreated });
        }}
      >
        <RoleChoice team={team} value={role} onChange={setRole} />
        {create.isError ? <FormAlert error={create.error} takeFocus /> : null}
        <div className={styles.formActions}>
          <Button type="submit" variant="secondary" loading={create.isPending}>
            {intl.formatMessage(teamsMessages.invitesLinkCreate)}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}

const STATE_TONE = {
  NEW: 'warning',
  ACCEPTED: 'success',
  DECLINED: 'muted',
  CANCELLED: 'muted',
  EXPIRED: 'muted',
} as const;

function SentInvites({ team, onShare }: { team: Team; onShare: (invite: Invite) => void }) {
  const intl = useIntl();
  const invites = useSentInvites(team.uuid);
  const cancel = useCancelInviteMutation(team.uuid);
  const ago = useDaysAgo();
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.invitesSentTitle)}>
      <AsyncContent
        query={invites}
        loading={<ListSkeleton />}
        isEmpty={(data) => data.pages[0]?.list.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(teamsMessages.invitesEmptyTitle)}
            description={intl.formatMessage(teamsMessages.invitesEmptyDescription)}
          />
        }
      >
        {(data) => (
          <>
            <ul className={styles.list}>
              {data.pages.flatMap((page) =>
                page.list.map((invite) => {
                  const who = invite.phone
                    ? displayPhone(invite.phone)
                    : intl.formatMessage(teamsMessages.invitesLinkInvite);
                  const open = invite.state === 'NEW';
                  return (
                    <li key={invite.uuid}>
                      <div className={styles.row}>
                        <span className={styles.rowText}>
                          <span className={styles.name}>{who}</span>
                          <span className={styles.meta}>
                            {intl.formatMessage(teamsValueMessages.invitesAsRole, {
                              role: intl.formatMessage(roleMessages[invite.role]),
                            })}
                            {' · '}
                            {intl.formatMessage(teamsValueMessages.invitesSentOn, {
                              date: ago(invite.createdDate),
                            })}
                            {open && invite.expiresDate
                              ? `, ${intl.formatMessage(teamsValueMessages.invitesExpires, {
                                  when: ago(invite.expiresDate),
                                })}`
                              : ''}
                          </span>
                        </span>
                        <span className={styles.badge} data-tone={STATE_TONE[invite.state]}>
                          {intl.formatMessage(inviteStateMessages[invite.state])}
                        </span>
                        {open ? (
                          <span className={styles.rowActions}>
                            {invite.phone ? null : (
                              <Button
                                variant="ghost"
                                size="sm"
                                aria-label={intl.formatMessage(
                                  teamsValueMessages.invitesShareLabel,
                                  {
                                    date: ago(invite.createdDate),
                                  },
                                )}
                                onClick={() => onShare(invite)}
                              >
                                {intl.formatMessage(teamsMessages.invitesShare)}
                              </Button>
                            )}
                            {can(team.role, inviteActionFor(invite.role)) ? (
                              <Button
                                variant="ghost"
                                size="sm"
                                aria-label={intl.formatMessage(
                                  teamsValueMessages.invitesCancelLabel,
                                  {
                                    who,
                                  },
                                )}
                                loading={cancel.isPending && cancel.variables.uuid === invite.uuid}
                                disabled={cancel.isPending}
                                onClick={() => cancel.mutate(invite)}
                              >
                                {intl.formatMessage(teamsMessages.invitesCancel)}
                              </Button>
                            ) : null}
                          </span>
                        ) : null}
                      </div>
                    </li>
                  );
                }),
              )}
            </ul>
            <LoadMore label={intl.formatMessage(teamsMessages.showMore)} list={invites} />
          </>
        )}
      </AsyncContent>
    </SectionCard>
  );
}
