import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Team } from '@/api/generated/model/team';
import type { TeamMember } from '@/api/generated/model/teamMember';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { Link } from '@/components/ui/link/link';
import { useToast } from '@/components/ui/toast/toast';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { canOnMember } from '@/lib/team-permissions';
import { useMyMembership, useRemoveMemberMutation } from '../../api/members';
import { TEAMS_PATH } from '@/lib/routes';
import { teamPhotoUrl } from '@/api/photos';
import { teamsMessages, teamsValueMessages } from '../../messages';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { labelledJobPosition } from '../../lib/labelled-job-position';
import { useTeamTypeName } from '../../lib/team-type-name';
import { TeamBadges } from '../parts/team-badges';
import styles from '../teams.module.css';

/**
 * The top of a team's page: photo, type, members, verification, and the person's own place in
 * it (team/member/info/list: role, job position, their tip page here), with leaving for anyone
 * but the owner.
 */
export function TeamSummary({ team }: { team: Team }) {
  const intl = useIntl();
  const typeName = useTeamTypeName();
  const membership = useMyMembership(team.uuid).data;
  const me = membership?.member;
  return (
    <section className={styles.card} aria-label={intl.formatMessage(teamsMessages.teamSummary)}>
      <div className={styles.summary}>
        <Avatar name={team.title} src={teamPhotoUrl(team.photoUuid)} size="lg" />
        <div className={styles.summaryText}>
          <span>
            {typeName(team.type)} ·{' '}
            {intl.formatMessage(teamsValueMessages.membersCount, { count: team.membersCount })}
          </span>
          <TeamBadges team={team} />
          {me ? (
            <span className={styles.meta}>
              {me.jobPosition ? `${labelledJobPosition(intl, me.jobPosition)} · ` : ''}
              <Link className={styles.link} to={`/${me.qrCodeUuid}`}>
                {intl.formatMessage(teamsMessages.teamYourTipPage)}
              </Link>
            </span>
          ) : null}
        </div>
        {me && canOnMember(team.role, 'removeMember', { role: me.role, self: true }) ? (
          <LeaveTeam team={team} me={me} />
        ) : null}
      </div>
    </section>
  );
}

/** Leaving is removing oneself (team/member/delete); the team list drops it at once. */
function LeaveTeam({ team, me }: { team: Team; me: TeamMember }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const formatError = useErrorMessage();
  const [asking, setAsking] = useState(false);
  const leave = useRemoveMemberMutation(team.uuid, {
    onRemoved: () =>
      toast(intl.formatMessage(teamsValueMessages.teamLeft, { team: team.title }), {
        tone: 'success',
      }),
    onFailed: (_member, error) =>
      toast(
        intl.formatMessage(teamsValueMessages.teamLeaveFailed, {
          team: team.title,
          reason: formatError(error).message,
        }),
        { tone: 'error' },
      ),
  });
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {intl.formatMessage(teamsMessages.teamLeave)}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={intl.formatMessage(teamsValueMessages.teamLeaveTitle, { team: team.title })}
        confirmLabel={intl.formatMessage(teamsMessages.teamLeaveConfirm)}
        onConfirm={() => {
          setAsking(false);
          leave.mutate(me);
          // The team leaves the list once the server agrees; the list is where the person goes.
          void navigate(TEAMS_PATH);
        }}
      >
        <p>{intl.formatMessage(teamsValueMessages.teamLeaveBody, { team: team.title })}</p>
      </ConfirmDialog>
    </>
  );
}
