import type { ReactNode } from 'react';
import { withoutBidiControls } from '@/lib/bidi';
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
 * A title given as text (often a name someone typed: a team's, a code's) is isolated and loses
 * its bidirectional controls (src/lib/bidi.ts), so it cannot turn the page around it.
 */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className={styles.root}>
      <div className={styles.text}>
        <h1 className={styles.title}>
          {typeof title === 'string' ? <bdi>{withoutBidiControls(title)}</bdi> : title}
        </h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
