import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import styles from './page-state.module.css';

/**
 * A page of unknown shape (team list, finish result) in grey. Routes show it while the page's
 * code loads, pages while their data loads, and the team page's prerendered shell
 * (build/plugins/prerender-shells.ts): sized by page-state.module.css, since HTML may carry no
 * style attribute (Content-Security-Policy).
 */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton}>
      <SkeletonGroup>
        <div className={styles.skeletonStack}>
          <Skeleton shape="circle" />
          <Skeleton />
          <Skeleton />
          <Skeleton shape="rect" />
          <Skeleton shape="rect" />
          <Skeleton shape="rect" />
        </div>
      </SkeletonGroup>
    </div>
  );
}
