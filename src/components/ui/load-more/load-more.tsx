import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button/button';
import { errorStateMessages } from '../error-state/messages';
import { FormAlert } from '../form-alert/form-alert';
import styles from './load-more.module.css';

interface LoadMoreProps {
  /** What the button says while there is more to load ("Show more", "Show earlier"). */
  label: string;
  /** The paged list's infinite query. */
  list: Pick<
    UseInfiniteQueryResult,
    'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'
  >;
}

/**
 * The end of a paged list (spec section 4: more while scrolling). The next page starts loading a
 * screen before the end comes into view; a button does the same for the keyboard and where
 * nothing scrolls. A failed page says so and waits for the retry button instead of being asked
 * for again on every scroll; focus goes to the message, as after any failed action, so a
 * keyboard user hears it and the busy button's lost focus does not strand them.
 */
export function LoadMore({ label, list }: LoadMoreProps) {
  const intl = useIntl();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const error = list.isFetchNextPageError ? list.error : null;
  const end = useRef<HTMLDivElement>(null);
  const waiting = !hasNextPage || isFetchingNextPage || Boolean(error);
  // The observer can report again before the list re-renders as loading: a second ask joins
  // the page on its way instead of cancelling it and asking the server again.
  const askNextPage = useCallback(
    () => void fetchNextPage({ cancelRefetch: false }),
    [fetchNextPage],
  );
  useEffect(() => {
    const node = end.current;
    if (!node || waiting || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) askNextPage();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [waiting, askNextPage]);

  if (!hasNextPage) return null;
  return (
    <div ref={end} className={styles.end}>
      {error ? <FormAlert error={error} takeFocus /> : null}
      <Button variant="secondary" loading={isFetchingNextPage} onClick={askNextPage}>
        {error ? intl.formatMessage(errorStateMessages.errorRetry) : label}
      </Button>
    </div>
  );
}
