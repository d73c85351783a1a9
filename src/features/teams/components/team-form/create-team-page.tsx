import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link/link';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { useCreateTeamMutation } from '../../api/teams';
import { TEAMS_PATH, teamPath } from '@/lib/routes';
import { teamsMessages } from '../../messages';
import styles from '../teams.module.css';
import { newTeamRequest, TeamForm } from './team-form';

/** /cabinet/teams/new: a new team, owned by its creator, opened once created. */
export function CreateTeamPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const create = useCreateTeamMutation();
  return (
    <div className={styles.stack}>
      <PageHeader
        title={intl.formatMessage(teamsMessages.createTitle)}
        actions={
          <Link className={styles.link} to={TEAMS_PATH}>
            {intl.formatMessage(teamsMessages.allTeams)}
          </Link>
        }
      />
      <section className={styles.card}>
        <TeamForm
          submitLabel={intl.formatMessage(teamsMessages.createSubmit)}
          pending={create.isPending}
          error={create.error}
          onSubmit={(values) => {
            // A second press while the first is on its way does nothing (the button spins too).
            if (create.isPending) return;
            create.mutate(newTeamRequest(values), {
              onSuccess: (team) => void navigate(teamPath(team.uuid)),
            });
          }}
        />
      </section>
    </div>
  );
}
