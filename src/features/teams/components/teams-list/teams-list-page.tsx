import { useIntl } from 'react-intl';
import type { Team } from '@/api/generated/model/team';
import { useMyTeams } from '@/api/my-teams';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Avatar } from '@/components/ui/avatar/avatar';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { NEW_TEAM_PATH, RECEIVED_INVITES_PATH, teamPath } from '@/lib/routes';
import { teamPhotoUrl } from '@/api/photos';
import { teamsMessages, teamsValueMessages } from '../../messages';
import { ListSkeleton } from '../parts/list-skeleton';
import { useTeamTypeName } from '../../lib/team-type-name';
import { TeamBadges } from '../parts/team-badges';
import styles from '../teams.module.css';

/** /cabinet/teams: the person's teams with photo, type, members, their role and verification. */
export function TeamsListPage() {
  const intl = useIntl();
  const teams = useMyTeams();
  const createLink = (
    <Link className={styles.buttonLink} to={NEW_TEAM_PATH}>
      {intl.formatMessage(teamsMessages.listCreate)}
    </Link>
  );
  return (
    <div className={styles.stack}>
      <PageHeader title={intl.formatMessage(teamsMessages.title)} actions={createLink} />
      <AsyncContent
        query={teams}
        loading={<ListSkeleton inCard />}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(teamsMessages.listEmptyTitle)}
            description={intl.formatMessage(teamsMessages.listEmptyDescription)}
            action={
              <Link className={styles.link} to={RECEIVED_INVITES_PATH}>
                {intl.formatMessage(teamsMessages.listReceivedInvites)}
              </Link>
            }
          />
        }
      >
        {({ list }) => (
          <section className={styles.card} aria-label={intl.formatMessage(teamsMessages.listLabel)}>
            <ul className={styles.list}>
              {list.map((team) => (
                <li key={team.uuid}>
                  <TeamRow team={team} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </AsyncContent>
    </div>
  );
}

function TeamRow({ team }: { team: Team }) {
  const intl = useIntl();
  const typeName = useTeamTypeName();
  return (
    <div className={styles.row}>
      <Link className={styles.rowLink} to={teamPath(team.uuid)}>
        <Avatar name={team.title} src={teamPhotoUrl(team.photoUuid)} />
        <span className={styles.rowText}>
          <span className={styles.name}>{team.title}</span>
          <span className={styles.meta}>
            {typeName(team.type)} ·{' '}
            {intl.formatMessage(teamsValueMessages.membersCount, { count: team.membersCount })}
          </span>
        </span>
      </Link>
      <TeamBadges team={team} />
    </div>
  );
}
