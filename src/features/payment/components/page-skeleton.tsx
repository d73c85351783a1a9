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
          <Skeleton shape="circle" width={96} />
          <Skeleton width="60%" />
          <Skeleton width="35%" />
          <Skeleton shape="rect" height={48} />
          <Skeleton shape="rect" height={72} />
          <Skeleton shape="rect" height={48} />
        </div>
      </SkeletonGroup>
    </div>
  );
}
