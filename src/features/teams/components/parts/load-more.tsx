import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button/button';
import { teamsMessages } from '../../messages';
import styles from '../teams.module.css';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The end of a paged list: the next page loads as it scrolls into view (spec section 4: more
 * while scrolling), and a button does the same for the keyboard and where nothing scrolls.
 */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage }: LoadMoreProps) {
  const intl = useIntl();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined')
      return;
    // Starts the next page a screen before the end, so scrolling rarely waits for it.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className={styles.loadMore}>
      <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
        {intl.formatMessage(teamsMessages.showMore)}
      </Button>
    </div>
  );
}
