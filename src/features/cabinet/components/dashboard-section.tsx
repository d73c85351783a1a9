import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styles from './dashboard.module.css';

/** One of the home's sections: a region named by its heading. */
export function DashboardSection({
  id,
  title,
  children,
}: {
  /** The heading's id, which names the region. */
  id: string;
  title: MessageDescriptor;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {intl.formatMessage(title)}
      </h2>
      {children}
    </section>
  );
}
