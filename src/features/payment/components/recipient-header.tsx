import type { ReactNode } from 'react';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { Avatar } from '@/components/ui/avatar/avatar';
import styles from './recipient-header.module.css';

interface RecipientHeaderProps {
  name: string;
  photoUrl: string | undefined;
  /** Job position or team, already translated. */
  subtitle?: ReactNode;
}

/** Who the tip goes to. The heading takes focus when the page arrives (route change). */
export function RecipientHeader({ name, photoUrl, subtitle }: RecipientHeaderProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <header className={styles.header}>
      {/* The heading names the person; the photo would only repeat it to screen readers. */}
      <span aria-hidden="true">
        <Avatar name={name} src={photoUrl} size="lg" priority />
      </span>
      <h1 ref={heading} tabIndex={-1} className={styles.name}>
        {name}
      </h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </header>
  );
}
