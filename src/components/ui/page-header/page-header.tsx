import type { ReactNode } from 'react';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  /** The screen's level-one heading, already translated. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or links beside the title (Add, Export…). */
  actions?: ReactNode;
}

/**
 * The top of a cabinet screen: its one level-one heading (shown in every state, loading
 * included, so screen readers and axe always find it), a description and the screen's actions.
 */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className={styles.root}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
