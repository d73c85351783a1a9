import { useIntl } from 'react-intl';
import type { Role } from '@/api/generated/model/role';
import { roleBadgeMessages } from '../../messages';
import styles from '../teams.module.css';

/**
 * The person's role in a team, worded apart from job positions; members are the rule, so only
 * managers get a badge by default.
 */
export function RoleBadge({ role, always = false }: { role: Role; always?: boolean }) {
  const intl = useIntl();
  if (role === 'MEMBER' && !always) return null;
  return (
    <span className={styles.badge} data-role={role}>
      {intl.formatMessage(roleBadgeMessages[role])}
    </span>
  );
}
