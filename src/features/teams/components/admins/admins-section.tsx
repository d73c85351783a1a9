import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Manager } from '@/api/generated/model/manager';
import type { Team } from '@/api/generated/model/team';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { Notice } from '@/components/ui/notice/notice';
import { displayPhone } from '@/lib/display-phone';
import { can } from '@/lib/team-permissions';
import { useAddAdminMutation, useManagers, useRemoveAdminMutation } from '../../api/people';
import { personPhotoUrl } from '@/api/photos';
import { teamsMessages, teamsValueMessages } from '../../messages';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { ListSkeleton } from '../parts/list-skeleton';
import { PhoneField, usePhoneField } from '../parts/phone-field';
import { RoleBadge } from '../parts/role-badge';
import { SectionCard } from '../parts/section-card';
import styles from '../teams.module.css';

const nameOf = (manager: Manager) =>
  [manager.firstName, manager.lastName].filter(Boolean).join(' ') ||
  displayPhone(manager.phone ?? '');

/**
 * The owner and administrators (team/manager/list), seen by every member. Only the owner adds
 * an administrator by phone (team/admin/add) or takes the rights back (team/admin/delete).
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

/** The catalogue's codes said the way this form means them (who the phone belongs to). */
function addAdminProblem(error: unknown) {
  if (!isApiError(error)) return null;
  if (error.code === 'client.notActive.error') return teamsMessages.errorsNoSuchPerson;
  if (error.code === 'team.already.contains.client.error')
    return teamsMessages.adminsAlreadyManager;
  return null;
}

function AddAdminForm({ teamUuid }: { teamUuid: string }) {
  const intl = useIntl();
  const phone = usePhoneField();
  const add = useAddAdminMutation(teamUuid);
  const problem = addAdminProblem(add.error);
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.adminsAdd)}>
      <p className={styles.text}>{intl.formatMessage(teamsMessages.adminsAddHint)}</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (add.isPending) return;
          const number = phone.e164();
          if (!number) return;
          add.mutate(number, { onSuccess: phone.reset });
        }}
      >
        <PhoneField
          field={phone}
          label={intl.formatMessage(teamsMessages.adminsPhone)}
          error={problem ? intl.formatMessage(problem) : undefined}
        />
        {add.isError && !problem ? <FormAlert error={add.error} /> : null}
        {add.isSuccess ? <Notice>{intl.formatMessage(teamsMessages.adminsAdded)}</Notice> : null}
        <div className={styles.formActions}>
          <Button type="submit" loading={add.isPending}>
            {intl.formatMessage(teamsMessages.adminsAddSubmit)}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
