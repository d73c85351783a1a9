import { Outlet } from 'react-router';
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

/** The page frame of one area (private, public, prepayment) with its background decoration. */
export function AreaLayout({ area, ownLandmarks = false, children }: AreaLayoutProps) {
  const content = children ?? <Outlet />;
  return (
    <div className={styles.frame} data-area={area}>
      <BackgroundDecoration area={area} />
      {ownLandmarks ? (
        <div className={styles.shell}>{content}</div>
      ) : (
        <main className={styles.content}>{content}</main>
      )}
    </div>
  );
}
