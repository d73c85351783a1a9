import { Outlet } from 'react-router';
import { BackgroundDecoration, type Area } from './background-decoration';
import styles from './area-layout.module.css';

interface AreaLayoutProps {
  area: Area;
  /** Storybook and tests render content directly instead of through the router outlet. */
  children?: React.ReactNode;
}

/** The page frame of one area (private, public, prepayment) with its background decoration. */
export function AreaLayout({ area, children }: AreaLayoutProps) {
  return (
    <div className={styles.frame} data-area={area}>
      <BackgroundDecoration area={area} />
      <main className={styles.content}>{children ?? <Outlet />}</main>
    </div>
  );
}
