import type { ReactNode } from 'react';
import styles from './auth-parts.module.css';

/** A calm note above a form: why the person is here, or what just happened. */
export function AuthNotice({ children }: { children: ReactNode }) {
  return (
    <p className={styles.notice} role="status">
      {children}
    </p>
  );
}
