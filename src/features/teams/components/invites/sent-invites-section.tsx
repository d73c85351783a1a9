import type { CountryCode } from 'libphonenumber-js';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import type { Invite } from '@/api/generated/model/invite';
import type { Role } from '@/api/generated/model/role';
import type { Team } from '@/api/generated/model/team';
import { useLoginSettings } from '@/api/login-settings';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { useZodForm } from '@/components/ui/form-alert/use-zod-form';
import { Notice } from '@/components/ui/notice/notice';
import { PhoneInput } from '@/components/ui/phone-input/phone-input';
import { checkPhone, phoneE164 } from '@/components/ui/phone-input/phone-value';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { displayPhone } from '@/lib/display-phone';
import { useOneAtATime } from '@/lib/one-at-a-time';
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

const roleRule = z.custom<Role>();

/**
 * A number to invite, checked before it is sent (its country: the one picked, else the
 * settings'), and the role it is invited with.
 */
function invitePhoneSchema(settingsCountry: CountryCode) {
  return z
    .object({ phone: z.string(), phoneCountry: z.custom<CountryCode | null>(), role: roleRule })
    .transform(({ phoneCountry, ...rest }) => ({
      ...rest,
      phoneCountry: phoneCountry ?? settingsCountry,
    }))
    .superRefine((value, context) =>
      checkPhone(value, context, teamsMessages.errorsPhoneRequired.id),
    );
}

function InviteByPhone({ team }: { team: Team }) {
  const intl = useIntl();
  const { settings } = useLoginSettings();
  const send = useSendInviteMutation(team.uuid);
  const schema = useMemo(() => invitePhoneSchema(settings.phoneCountry), [settings.phoneCountry]);
  const { form, formRef, errors, errorOf } = useZodForm({
    schema,
    defaultValues: { phone: '', phoneCountry: null, role: 'MEMBER' },
    // A number's error stays until it changes (it goes then) or the next submit.
    reValidateMode: 'onSubmit',
  });
  const phone = useController({ control: form.control, name: 'phone' });
  const country = useController({ control: form.control, name: 'phoneCountry' });
  const role = useController({ control: form.control, name: 'role' });
  // A sent invite empties the number: the (uncontrolled) phone input starts again.
  const [sent, setSent] = useState(0);
  // A double click checks the form twice, in parallel: only the first sends.
  const sendOnce = useOneAtATime(async (invite: { phone: string; role: Role }) => {
    await send.mutateAsync(invite);
    form.resetField('phone');
    setSent((count) => count + 1);
  });
  const problem = inviteProblem(send.error);
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.invitesByPhone)}>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit((value) => {
            const number = phoneE164(value);
            if (number) return sendOnce({ phone: number, role: value.role }).catch(() => undefined);
          })(event)
        }
      >
        <PhoneInput
          key={sent}
          label={intl.formatMessage(teamsMessages.invitesPhone)}
          required
          defaultCountry={country.field.value ?? settings.phoneCountry}
          onChange={(digits) => {
            phone.field.onChange(digits);
            form.clearErrors('phone');
          }}
          onCountryChange={country.field.onChange}
          error={errorOf('phone', errors.phone)}
        />
        <RoleChoice team={team} value={role.field.value} onChange={role.field.onChange} />
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

const linkSchema = z.object({ role: roleRule });

function InviteLink({ team, onCreated }: { team: Team; onCreated: (invite: Invite) => void }) {
  const intl = useIntl();
  const create = useCreateInviteLinkMutation(team.uuid);
  const { form } = useZodForm<{ role: Role }>({
    schema: linkSchema,
    defaultValues: { role: 'MEMBER' },
  });
  const role = useController({ control: form.control, name: 'role' });
  // A double click checks the form twice, in parallel: only the first makes a link.
  const createOnce = useOneAtATime(async (chosen: Role) =>
    onCreated(await create.mutateAsync(chosen)),
  );
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.invitesLinkTitle)}>
      <p className={styles.text}>{intl.formatMessage(teamsMessages.invitesLinkDescription)}</p>
      <form
        className={styles.form}
        onSubmit={(event) =>
          void form.handleSubmit((value) => createOnce(value.role).catch(() => undefined))(event)
        }
      >
        <RoleChoice team={team} value={role.field.value} onChange={role.field.onChange} />
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
