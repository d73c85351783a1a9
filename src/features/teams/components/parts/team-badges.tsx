import { useIntl } from 'react-intl';
import type { Team } from '@/api/generated/model/team';
import { roleMessages, teamsMessages, teamsValueMessages } from '../../messages';
import styles from '../teams.module.css';

/** The person's role in a team and whether it is verified (the teams list, the team's summary). */
export function TeamBadges({ team }: { team: Team }) {
  const intl = useIntl();
  return (
    <span className={styles.badges}>
      {team.role ? (
        <span className={styles.badge} data-role={team.role}>
          {intl.formatMessage(teamsValueMessages.yourRole, {
            role: intl.formatMessage(roleMessages[team.role]),
          })}
        </span>
      ) : null}
      {team.verified ? (
        <span className={styles.badge} data-tone="success">
          {intl.formatMessage(teamsMessages.verified)}
        </span>
      ) : null}
    </span>
  );
}
