import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { isApiError, isNotFound } from '@/api/api-error';
import { isSessionError, needsBusinessData, useCurrentUser } from '@/api/current-user';
import type { Invite } from '@/api/generated/model/invite';
import { useMyTeams } from '@/api/my-teams';
import { teamPhotoUrl } from '@/api/photos';
import { useAgreementAsked, useJoinTeam } from '@/api/team-invites';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { useZodForm } from '@/components/ui/form-alert/use-zod-form';
import { Link } from '@/components/ui/link/link';
import { Notice } from '@/components/ui/notice/notice';
import { Spinner } from '@/components/ui/spinner/spinner';
import { isUuid } from '@/lib/address-params';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { useTeamInvite } from '../../api/invite';
import { AUTH_PATHS, INVITE_PARAM, RETURN_TO_PARAM, authLink } from '../../lib/auth-paths';
import { inviteMessages, inviteRoleMessages, inviteValueMessages } from '../../messages';
import { AuthCard } from '../parts/auth-card';
import styles from '../parts/auth-parts.module.css';
import { CABINET_PATH, teamPath } from '@/lib/routes';

/**
 * The join link /auth/invite/:inviteUuid (also where sign-in and registration bring a visitor
 * who arrived with teamInviteUuid). It shows the team the invite is for (team/invite/get, no
 * session needed). Signed out: sign in or register, the invite kept. Signed in: join at once
 * (team/admin/join for an administrator invite, otherwise the invite accepted), after the team
 * member agreement when the settings ask for it, and land in the team. An expired, used or
 * unknown invite says so.
 */
export function InvitePage() {
  const intl = useIntl();
  const { inviteUuid = '' } = useParams();
  const invite = useTeamInvite(inviteUuid);
  const title = intl.formatMessage(inviteMessages.title);

  if (invite.data) return <InviteCard title={title} invite={invite.data} />;
  if (invite.isError || !isUuid(inviteUuid)) {
    const unknown = !isUuid(inviteUuid) || isNotFound(invite.error);
    return (
      <AuthCard title={title} footer={<CabinetLink />}>
        {unknown ? (
          <p className={styles.text}>{intl.formatMessage(inviteMessages.unknown)}</p>
        ) : (
          <ErrorState onRetry={() => void invite.refetch()} retrying={invite.isFetching} />
        )}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title}>
      <div className={styles.centered}>
        <Spinner size="lg" />
      </div>
    </AuthCard>
  );
}

function CabinetLink() {
  const intl = useIntl();
  return (
    <Link className={styles.link} to={CABINET_PATH}>
      {intl.formatMessage(inviteMessages.toCabinet)}
    </Link>
  );
}

function InviteCard({ title, invite }: { title: string; invite: Invite }) {
  const intl = useIntl();
  const user = useCurrentUser();
  const team = invite.teamTitle;
  const lead = invite.senderName
    ? intl.formatMessage(inviteValueMessages.leadFrom, { team, sender: invite.senderName })
    : intl.formatMessage(inviteValueMessages.lead, { team });
  const signedOut = user.isError && isSessionError(user.error);

  return (
    <AuthCard title={title} footer={user.data ? <CabinetLink /> : undefined}>
      <div className={styles.team}>
        <Avatar name={team} src={teamPhotoUrl(invite.teamPhotoUuid)} size="lg" />
        <div>
          <p className={styles.teamName}>{team}</p>
          <p className={styles.text}>
            {intl.formatMessage(inviteValueMessages.role, {
              role: intl.formatMessage(inviteRoleMessages[invite.role]),
            })}
          </p>
        </div>
      </div>
      <p>{lead}</p>
      {invite.state === 'EXPIRED' ? (
        <Notice>{intl.formatMessage(inviteMessages.expired)}</Notice>
      ) : invite.state !== 'NEW' ? (
        <Notice>{intl.formatMessage(inviteMessages.closed)}</Notice>
      ) : user.data ? (
        <JoinStep invite={invite} />
      ) : signedOut ? (
        <SignInStep inviteUuid={invite.uuid} />
      ) : user.isError ? (
        <ErrorState onRetry={() => void user.refetch()} retrying={user.isFetching} />
      ) : (
        <div className={styles.centered}>
          <Spinner />
        </div>
      )}
    </AuthCard>
  );
}

/** Signed out: sign in or register, with teamInviteUuid kept so the invite opens afterwards. */
function SignInStep({ inviteUuid }: { inviteUuid: string }) {
  const intl = useIntl();
  const carried = new URLSearchParams({ [INVITE_PARAM]: inviteUuid });
  return (
    <>
      <p className={styles.text}>{intl.formatMessage(inviteMessages.signedOut)}</p>
      <div className={styles.actions}>
        <Link className={styles.primaryLink} to={authLink(AUTH_PATHS.signIn, carried)}>
          {intl.formatMessage(inviteMessages.signIn)}
        </Link>
        <Link className={styles.secondaryLink} to={authLink(AUTH_PATHS.register, carried)}>
          {intl.formatMessage(inviteMessages.register)}
        </Link>
      </div>
    </>
  );
}

/** The team member agreement accepted, where the settings ask for it. */
function joinSchema(agreementAsked: boolean) {
  return z.object({ accepted: z.boolean() }).refine(({ accepted }) => accepted || !agreementAsked, {
    path: ['accepted'],
    message: inviteMessages.agreementRequired.id,
  });
}

/** Signed in: the agreement when the settings ask for it, then join and go to the team. */
function JoinStep({ invite }: { invite: Invite }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser().data?.client;
  const myTeam = useMyTeams().data?.list.find((team) => team.uuid === invite.teamUuid);
  const agreementAsked = useAgreementAsked();
  const join = useJoinTeam();
  const schema = useMemo(() => joinSchema(agreementAsked), [agreementAsked]);
  // The join button waited disabled and may have lost focus: a refusal takes focus to its message.
  const { form, formRef, errors, shownError, errorOf } = useZodForm({
    schema,
    defaultValues: { accepted: false },
    // The error stays until the box changes (it goes then) or the next submit.
    reValidateMode: 'onSubmit',
    serverError: join.error,
    pending: join.isPending,
  });
  const accepted = useController({ control: form.control, name: 'accepted' });
  // A double click checks the form twice, in parallel: only the first joins.
  const joinOnce = useOneAtATime(async () => {
    await join.mutateAsync(invite);
    await navigate(teamPath(invite.teamUuid));
  });
  const team = invite.teamTitle;

  // The session guard's rule, which this page (open to visitors) applies itself.
  if (user && needsBusinessData(user)) {
    const here = `${location.pathname}${location.search}`;
    return (
      <Navigate
        to={authLink(AUTH_PATHS.businessData, new URLSearchParams({ [RETURN_TO_PARAM]: here }))}
        replace
      />
    );
  }
  const promotion = invite.role === 'ADMIN' && myTeam?.role === 'MEMBER';
  const alreadyIn =
    (myTeam && !promotion) ||
    (isApiError(join.error) && join.error.code === 'team.already.contains.client.error');
  if (alreadyIn) {
    return (
      <>
        <Notice>{intl.formatMessage(inviteValueMessages.already, { team })}</Notice>
        <Link className={styles.primaryLink} to={teamPath(invite.teamUuid)}>
          {intl.formatMessage(inviteMessages.openTeam)}
        </Link>
      </>
    );
  }
  const notYours = isNotFound(join.error);
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => void form.handleSubmit(() => joinOnce().catch(() => undefined))(event)}
    >
      {agreementAsked ? (
        <Checkbox
          label={intl.formatMessage(inviteMessages.agreement)}
          checked={accepted.field.value}
          onChange={(event) => {
            accepted.field.onChange(event.target.checked);
            form.clearErrors('accepted');
          }}
          error={errorOf('accepted', errors.accepted)}
        />
      ) : null}
      {shownError ? (
        <FormAlert error={shownError}>
          {notYours
            ? intl.formatMessage(inviteMessages.notYours)
            : isApiError(join.error) && join.error.code === 'invalid.state.error'
              ? intl.formatMessage(inviteMessages.closed)
              : undefined}
        </FormAlert>
      ) : null}
      <Button type="submit" fullWidth loading={join.isPending}>
        {intl.formatMessage(inviteValueMessages.join, { team })}
      </Button>
    </form>
  );
}
