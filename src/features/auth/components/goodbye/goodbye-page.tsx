import { useIntl } from 'react-intl';
import { Link } from '@/components/ui/link/link';
import { AUTH_PATHS } from '../../lib/auth-paths';
import { goodbyeMessages } from '../../messages';
import { AuthCard } from '../parts/auth-card';
import styles from '../parts/auth-parts.module.css';

/**
 * Where a visitor lands once their account is deleted (the profile's deletion, which has
 * already signed them out): a goodbye, and a way to register again or sign in to another
 * account. Outside the session guard, like every auth screen.
 */
export function GoodbyePage() {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage(goodbyeMessages.title)} focusHeading>
      <p className={styles.text}>{intl.formatMessage(goodbyeMessages.text)}</p>
      <div className={styles.actions}>
        <Link className={styles.link} to={AUTH_PATHS.register}>
          {intl.formatMessage(goodbyeMessages.register)}
        </Link>
        <Link className={styles.link} to={AUTH_PATHS.signIn}>
          {intl.formatMessage(goodbyeMessages.signIn)}
        </Link>
      </div>
    </AuthCard>
  );
}
