import { useIntl } from 'react-intl';
import { Link } from '@/components/ui/link/link';
import { CABINET_PATH } from '../../lib/auth-paths';
import { inviteMessages } from '../../messages';
import { AuthCard } from '../parts/auth-card';
import styles from '../parts/auth-parts.module.css';

/**
 * Where a team invite (URL parameter teamInviteUuid) lands after sign-in or registration.
 * The invite screen itself comes with the invites area; until then this keeps the place.
 */
export function InvitePage() {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage(inviteMessages.title)}>
      <p className={styles.text}>{intl.formatMessage(inviteMessages.placeholder)}</p>
      <Link className={styles.link} to={CABINET_PATH}>
        {intl.formatMessage(inviteMessages.toCabinet)}
      </Link>
    </AuthCard>
  );
}
