import { useId, type ReactNode } from 'react';
import styles from '../teams.module.css';

/** A card of the teams screens: a region named by its own heading. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
