import type { Team } from '@/api/generated/model/team';
import { can } from '@/lib/team-permissions';
import styles from '../teams.module.css';
import { DeleteCard } from './delete-card';
import { DetailsCard } from './details-card';
import { LimitsCard } from './limits-card';
import { PhotoCard } from './photo-card';
import { TransferCard } from './transfer-card';
import { VerifyCard } from './verify-card';

/**
 * A team's settings, for its owner and administrators: details (team/update), photo, tip
 * limits (limits/get). The owner also verifies the team, hands it over and deletes it.
 */
export function SettingsSection({ team }: { team: Team }) {
  const owner = can(team.role, 'deleteTeam');
  return (
    <div className={styles.stack}>
      <DetailsCard team={team} />
      <div className={styles.grid}>
        <PhotoCard team={team} />
        <LimitsCard team={team} />
      </div>
      {can(team.role, 'verifyTeam') ? <VerifyCard team={team} /> : null}
      {can(team.role, 'transferTeam') ? <TransferCard team={team} /> : null}
      {owner ? <DeleteCard team={team} /> : null}
    </div>
  );
}
