import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { withoutBidiControls } from '@/lib/bidi';
import { useDocumentTitle } from '@/lib/i18n/use-document-title';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { Avatar } from '@/components/ui/avatar/avatar';
import styles from './recipient-header.module.css';

interface RecipientHeaderProps {
  name: string;
  photoUrl: string | null;
  /** Job position or team, already translated. */
  subtitle?: ReactNode;
}

/**
 * Who the tip goes to. The heading takes focus when the visitor arrives from another page of
 * the app (a team's member list), so reading starts at the new recipient. A fresh page load
 * leaves focus where the browser puts it, at the start of the document, which also spares the
 * first paint a layout forced by focus(). The name is isolated, without bidirectional controls
 * (src/lib/bidi.ts).
 */
export function RecipientHeader({ name, photoUrl, subtitle }: RecipientHeaderProps) {
  // react-router gives the entry the app was loaded on the key 'default'.
  const arrivedInApp = useLocation().key !== 'default';
  const heading = useFocusOnMount<HTMLHeadingElement>(arrivedInApp);
  useDocumentTitle(name);
  return (
    <header className={styles.header}>
      {/* The heading names the person; the photo would only repeat it to screen readers. */}
      <span aria-hidden="true">
        <Avatar name={name} src={photoUrl} size="lg" priority />
      </span>
      <h1 ref={heading} tabIndex={-1} className={styles.name}>
        <bdi>{withoutBidiControls(name)}</bdi>
      </h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </header>
  );
}
