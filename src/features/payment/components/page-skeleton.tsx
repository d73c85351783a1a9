import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import styles from './page-state.module.css';

/**
 * A page of unknown shape (team list, finish result) in grey. Routes show it while the page's
 * code loads, pages while their data loads.
 */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton}>
      <SkeletonGroup>
        <div className={styles.skeletonStack}>
          <Skeleton shape="circle" className={styles.avatar} />
          <Skeleton className={styles.wide} />
          <Skeleton className={styles.narrow} />
          <Skeleton shape="rect" className={styles.row} />
          <Skeleton shape="rect" className={styles.tallRow} />
          <Skeleton shape="rect" className={styles.row} />
        </div>
      </SkeletonGroup>
    </div>
  );
}
