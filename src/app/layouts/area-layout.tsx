import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { BackgroundDecoration, type Area } from './background-decoration';
import styles from './area-layout.module.css';

interface AreaLayoutProps {
  area: Area;
  /**
   * The content brings its own landmarks (the cabinet shell's header, navigation and main)
   * and spans the whole width; otherwise it sits in this layout's centred `<main>`.
   */
  ownLandmarks?: boolean;
  /** Storybook and tests render content directly instead of through the router outlet. */
  children?: React.ReactNode;
}

// Not needed for the first paint: its code comes once the page is idle (the tip page's budget).
const LanguageSwitcher = lazy(async () => ({
  default: (await import('@/components/ui/language-switcher/language-switcher')).LanguageSwitcher,
}));

/**
 * The page frame of one area (private, public, prepayment) with its background decoration.
 * Without landmarks of its own, the content sits in a centred `<main>` under a corner with the
 * language switcher (the cabinet's shell has its own): the corner's room is kept from the
 * first paint, so the switcher arriving after it moves nothing.
 */
export function AreaLayout({ area, ownLandmarks = false, children }: AreaLayoutProps) {
  const content = children ?? <Outlet />;
  const painted = useAfterFirstPaint();
  return (
    <div className={styles.frame} data-area={area}>
      <BackgroundDecoration area={area} />
      {ownLandmarks ? (
        <div className={styles.shell}>{content}</div>
      ) : (
        <>
          <header className={styles.corner}>
            {painted ? (
              <Suspense fallback={null}>
                <LanguageSwitcher hideLabel />
              </Suspense>
            ) : null}
          </header>
          <main className={styles.content}>{content}</main>
        </>
      )}
    </div>
  );
}
