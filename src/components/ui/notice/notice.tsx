import type { ReactNode } from 'react';
import styles from './notice.module.css';

/** A calm note beside a form: why the person is here, or what just happened (a status). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className={styles.notice} role="status">
      {children}
    </p>
  );
}
