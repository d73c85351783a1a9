import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useParams, useRoutes } from 'react-router';
import type { Team } from '@/api/generated/model/team';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { Skeleton, SkeletonGroup, SkeletonListItem } from '@/components/ui/skeleton/skeleton';
import { can, type TeamAction } from '@/lib/team-permissions';
import { useTeam } from '../../api/teams';
import { TEAMS_PATH, teamPath, type TeamSection } from '@/lib/routes';
import { teamsMessages } from '../../messages';
import { AdminsSection } from '../admins/admins-section';
import { ClaimsSection } from '../claims/claims-section';
import { SentInvitesSection } from '../invites/sent-invites-section';
import { MemberPage } from '../members/member-page';
import { MembersSection } from '../members/members-section';
import { SettingsSection } from '../settings/settings-section';
import styles from '../teams.module.css';
import { TeamSummary } from './team-summary';

/** The team's sections and who sees them (the permission matrix: src/lib/team-permissions.ts). */
const SECTIONS: ReadonlyArray<{
  section: TeamSection | null;
  label: keyof typeof teamsMessages;
  needs: TeamAction;
}> = [
  { section: null, label: 'teamNavMembers', needs: 'view' },
  { section: 'admins', label: 'teamNavAdmins', needs: 'view' },
  { section: 'claims', label: 'teamNavClaims', needs: 'manageClaims' },
  { section: 'invites', label: 'teamNavInvites', needs: 'inviteMembers' },
  { section: 'settings', label: 'teamNavSettings', needs: 'editTeam' },
];

/**
 * /cabinet/teams/:teamUuid and its sections: members (with one member's page), administrators,
 * requests to join, invites and settings. The team's title is the one heading in every state;
 * a section the person's role may not open sends them back to the members.
 */
export function TeamPage() {
  const intl = useIntl();
  const { teamUuid = '' } = useParams();
  const team = useTeam(teamUuid);
  return (
    <div className={styles.stack}>
      <PageHeader
        title={team.data?.title ?? intl.formatMessage(teamsMessages.teamLoadingTitle)}
        actions={
          <Link className={styles.link} to={TEAMS_PATH}>
            {intl.formatMessage(teamsMessages.allTeams)}
          </Link>
        }
      />
      <AsyncContent
        query={team}
        loading={
          <SkeletonGroup>
            <div className={styles.card}>
              <Skeleton shape="circle" width={96} />
              <Skeleton width="50%" />
            </div>
            <div className={styles.card}>
              <SkeletonListItem />
              <SkeletonListItem />
              <SkeletonListItem />
            </div>
          </SkeletonGroup>
        }
        isEmpty={(found) => found === null}
        empty={
          <EmptyState
            title={intl.formatMessage(teamsMessages.notFoundTitle)}
            description={intl.formatMessage(teamsMessages.notFoundDescription)}
            action={
              <Link className={styles.link} to={TEAMS_PATH}>
                {intl.formatMessage(teamsMessages.allTeams)}
              </Link>
            }
          />
        }
      >
        {(found) => (found ? <TeamContent team={found} /> : null)}
      </AsyncContent>
    </div>
  );
}

function TeamContent({ team }: { team: Team }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const allowed = (action: TeamAction) => can(team.role, action);
  const home = <Navigate to={teamPath(team.uuid)} replace />;
  const guarded = (action: TeamAction, element: ReactNode) => (allowed(action) ? element : home);
  const routes = useRoutes([
    { index: true, element: <MembersSection team={team} /> },
    { path: 'members/:qrCodeUuid', element: <MemberPage team={team} /> },
    { path: 'admins', element: <AdminsSection team={team} /> },
    { path: 'claims', element: guarded('manageClaims', <ClaimsSection team={team} />) },
    { path: 'invites', element: guarded('inviteMembers', <SentInvitesSection team={team} />) },
    { path: 'settings', element: guarded('editTeam', <SettingsSection team={team} />) },
    { path: '*', element: home },
  ]);
  const current = (section: TeamSection | null) => {
    const base = teamPath(team.uuid);
    if (section) return pathname === `${base}/${section}`;
    return pathname === base || pathname.startsWith(`${base}/members/`);
  };
  return (
    <>
      <TeamSummary team={team} />
      <nav aria-label={intl.formatMessage(teamsMessages.teamSections)}>
        <ul className={styles.subnav}>
          {SECTIONS.filter(({ needs }) => allowed(needs)).map(({ section, label }) => (
            <li key={section ?? 'members'}>
              <Link
                className={styles.subnavLink}
                to={teamPath(team.uuid, section ?? undefined)}
                aria-current={current(section) ? 'page' : undefined}
              >
                {intl.formatMessage(teamsMessages[label])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {routes}
    </>
  );
}
