import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { InboxIcon } from '../icons/inbox-icon';
import { emptyStateMessages } from './messages';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** Heading, already translated; defaults to "Nothing here yet" in the current language. */
  title?: ReactNode;
  /** What the user can do about it. */
  description?: ReactNode;
  /** Picture above the title; defaults to an empty-tray icon. */
  icon?: ReactNode;
  /** A call to action, e.g. a Button "Add a card". */
  action?: ReactNode;
}

/** Shown where a list or section has no content yet. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <section className={styles.root}>
      <div className={styles.icon} aria-hidden="true">
        {icon ?? <InboxIcon width={32} height={32} />}
      </div>
      <h2 className={styles.title}>
        {title ?? <FormattedMessage {...emptyStateMessages.emptyTitle} />}
      </h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
