import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Manager } from '@/api/generated/model/manager';
import type { Team } from '@/api/generated/model/team';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { Notice } from '@/components/ui/notice/notice';
import { displayPhone } from '@/lib/display-phone';
import { can } from '@/lib/team-permissions';
import { useAddAdminMutation, useManagers, useRemoveAdminMutation } from '../../api/people';
import { personPhotoUrl } from '@/api/photos';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { teamsMessages, teamsValueMessages } from '../../messages';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { ListSkeleton } from '../parts/list-skeleton';
import { ChosenMember, MemberPicker, useMemberPickForm } from '../parts/member-picker';
import { RoleBadge } from '../parts/role-badge';
import { SectionCard } from '../parts/section-card';
import styles from '../teams.module.css';

const nameOf = (manager: Manager) =>
  [manager.firstName, manager.lastName].filter(Boolean).join(' ') ||
  displayPhone(manager.phone ?? '');

/**
 * The owner and administrators (team/manager/list), seen by every member. Only the owner makes
 * a member an administrator (chosen by name or phone; team/admin/add takes the phone) or takes
 * the rights back (team/admin/delete).
 */
export function AdminsSection({ team }: { team: Team }) {
  const intl = useIntl();
  const managers = useManagers(team.uuid);
  const ownerActions = can(team.role, 'manageAdmins');
  const remove = useRemoveAdminMutation(team.uuid);
  const [asked, setAsked] = useState<Manager | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  return (
    <div className={styles.stack}>
      <SectionCard title={intl.formatMessage(teamsMessages.adminsTitle)}>
        {removed ? <Notice>{removed}</Notice> : null}
        <AsyncContent query={managers} loading={<ListSkeleton />}>
          {({ list }) => (
            <ul className={styles.list}>
              {list.map((manager) => (
                <li key={`${manager.role}-${manager.phone ?? nameOf(manager)}`}>
                  <div className={styles.row}>
                    <Avatar
                      name={nameOf(manager)}
                      src={personPhotoUrl(manager.photoUuid)}
                      size="sm"
                    />
                    <span className={styles.rowText}>
                      <span className={styles.name}>{nameOf(manager)}</span>
                      <span className={styles.meta}>
                        {manager.phone
                          ? displayPhone(manager.phone)
                          : intl.formatMessage(teamsMessages.adminsNoPhone)}
                      </span>
                    </span>
                    <RoleBadge role={manager.role} />
                    {ownerActions && manager.role === 'ADMIN' && manager.phone ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={intl.formatMessage(teamsValueMessages.adminsRemoveLabel, {
                          name: nameOf(manager),
                        })}
                        onClick={() => {
                          remove.reset();
                          setAsked(manager);
                        }}
                      >
                        {intl.formatMessage(teamsMessages.adminsRemoveRights)}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </AsyncContent>
      </SectionCard>
      {ownerActions ? <AddAdminForm teamUuid={team.uuid} /> : null}
      <ConfirmDialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        title={
          asked
            ? intl.formatMessage(teamsValueMessages.adminsRemoveTitle, { name: nameOf(asked) })
            : ''
        }
        confirmLabel={intl.formatMessage(teamsMessages.adminsRemoveRights)}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          if (!asked?.phone || remove.isPending) return;
          const name = nameOf(asked);
          remove.mutate(asked.phone, {
            onSuccess: () => {
              setAsked(null);
              setRemoved(intl.formatMessage(teamsValueMessages.adminsRemoved, { name }));
            },
          });
        }}
      >
        {asked ? (
          <p>{intl.formatMessage(teamsValueMessages.adminsRemoveBody, { name: nameOf(asked) })}</p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

/** The catalogue's codes said the way this form means them (about the member chosen). */
function addAdminProblem(error: unknown) {
  if (!isApiError(error)) return null;
  if (error.code === 'client.notActive.error') return teamsMessages.errorsNoSuchPerson;
  if (error.code === 'team.already.contains.client.error')
    return teamsMessages.adminsAlreadyManager;
  return null;
}

function AddAdminForm({ teamUuid }: { teamUuid: string }) {
  const intl = useIntl();
  const form = useMemberPickForm();
  const add = useAddAdminMutation(teamUuid);
  const addOnce = useOneAtATime((phone: string) => add.mutateAsync(phone));
  const [added, setAdded] = useState<string | null>(null);
  const asked = form.asked;
  const problem = addAdminProblem(add.error);
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.adminsAdd)}>
      <p className={styles.text}>{intl.formatMessage(teamsMessages.adminsAddHint)}</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          add.reset();
          setAdded(null);
          void form.onSubmit(event);
        }}
      >
        <MemberPicker
          teamUuid={teamUuid}
          form={form}
          label={intl.formatMessage(teamsMessages.adminsMember)}
          offered={(member) => member.role === 'MEMBER'}
          error={problem ? intl.formatMessage(problem) : undefined}
        />
        {added ? <Notice>{added}</Notice> : null}
        <div className={styles.formActions}>
          <Button type="submit">{intl.formatMessage(teamsMessages.adminsAddSubmit)}</Button>
        </div>
      </form>
      <ConfirmDialog
        open={asked !== null}
        onClose={form.close}
        danger={false}
        title={
          asked
            ? intl.formatMessage(teamsValueMessages.adminsAddTitle, { name: asked.fullName })
            : ''
        }
        confirmLabel={intl.formatMessage(teamsMessages.adminsAddSubmit)}
        busy={add.isPending}
        error={problem ? null : add.error}
        onConfirm={() => {
          if (!asked) return;
          const name = asked.fullName;
          addOnce(asked.phone).then(
            (sent) => {
              if (!sent) return;
              form.done();
              setAdded(intl.formatMessage(teamsValueMessages.adminsAdded, { name }));
            },
            (error: unknown) => {
              // A code about the person (not in the team, a manager already): under the field.
              if (addAdminProblem(error)) form.close();
            },
          );
        }}
      >
        {asked ? (
          <>
            <ChosenMember member={asked} />
            <p>{intl.formatMessage(teamsValueMessages.adminsAddBody, { name: asked.fullName })}</p>
          </>
        ) : null}
      </ConfirmDialog>
    </SectionCard>
  );
}
