import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDocumentTitle } from '@/lib/i18n/use-document-title';
import { authValueMessages } from '../../messages';
import styles from './auth-parts.module.css';

interface AuthCardProps {
  /** The step's heading, and the tab's title. */
  title: string;
  /** "Step 2 of 3" above the title, for flows of several steps. */
  step?: { current: number; total: number };
  /**
   * Moves focus to the heading when the card appears: set on every step after the first, so
   * keyboard and screen-reader users land on the new step instead of a removed button.
   */
  focusHeading?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card every auth screen is drawn in: optional step counter, heading, content, links. */
export function AuthCard({ title, step, focusHeading = false, children, footer }: AuthCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(title);
  // A layout effect, so it runs before the content's own effects: a step that appears with an
  // error (the code step's) moves focus on to that error afterwards.
  useLayoutEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <section className={styles.card}>
      {step ? (
        <p className={styles.step}>
          <FormattedMessage {...authValueMessages.stepProgress} values={step} />
        </p>
      ) : null}
      <h1 ref={headingRef} className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}
