import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLoginSettings, type LoginSettings } from '@/api/login-settings';
import styles from './auth-parts.module.css';

/**
 * Waits for the settings before drawing a form, so the login field does not switch from
 * e-mail to phone under the person's fingers.
 */
export function SettingsGate({ children }: { children: (settings: LoginSettings) => ReactNode }) {
  const { settings, isPending } = useLoginSettings();
  if (isPending) {
    return (
      <div className={styles.centered}>
        <Spinner size="lg" />
      </div>
    );
  }
  return children(settings);
}
