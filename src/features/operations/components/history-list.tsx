import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { SkeletonGroup, SkeletonListItem } from '@/components/ui/skeleton/skeleton';
import { dayHeading } from '@/lib/day-groups';
import { useFormatMoney, toMajorUnits } from '@/lib/money';
import { useDayTotal, useHistory } from '../api/history';
import { operationsMessages, operationValueMessages } from '../messages';
import type { HistoryFilter } from '../lib/history-filter';
import { historyRows, type DayRow, type HistoryRow } from '../lib/history-rows';
import { OperationRow } from './operation-row';
import styles from './history-list.module.css';
import { useDocumentTop } from '@/lib/use-document-top';
import { useNoScrollAnchoring } from '@/lib/use-no-scroll-anchoring';
import { useRowsByFrame } from '@/lib/use-rows-by-frame';

/** Rows drawn beyond the screen, above and below: Tab and fast flings find them there. */
const OVERSCAN = 10;
/** The next page is asked for when the screen comes this many rows near the end. */
const LOAD_AHEAD = 20;
const DAY_HEIGHT = 52;
const OPERATION_HEIGHT = 112;
const MORE_HEIGHT = 64;

export interface HistoryListProps {
  filter: HistoryFilter;
  currency: string | undefined;
  /** The number of operations the filter holds (the totals' count), when known. */
  total: number | undefined;
  /** What shows when the history holds nothing. */
  empty: ReactNode;
}

/**
 * The history's states (loading, the catalogue's error with a retry, empty) and, once it has
 * operations, their rows.
 */
export function HistoryList({ filter, currency, total, empty }: HistoryListProps) {
  const history = useHistory(filter);
  return (
    <AsyncContent
      query={history}
      loading={
        <SkeletonGroup>
          <SkeletonListItem />
          <SkeletonListItem />
          <SkeletonListItem />
        </SkeletonGroup>
      }
      isEmpty={(data) => data.pages.every((page) => page.list.length === 0)}
      empty={empty}
    >
      {() => <HistoryRows history={history} filter={filter} currency={currency} total={total} />}
    </AsyncContent>
  );
}

/**
 * The rows, virtualised (TanStack Virtual over the window's scroll): only the rows on screen
 * and a few around them are in the page, whatever the length; the next page (15) is asked for
 * as the screen nears the end. Rows: a heading per day of the reader's calendar with the
 * day's sum, then that day's operations.
 */
function HistoryRows({
  history,
  filter,
  currency,
  total,
}: Omit<HistoryListProps, 'empty'> & { history: ReturnType<typeof useHistory> }) {
  const intl = useIntl();
  const [listElement, setListElement] = useState<HTMLDivElement | null>(null);
  const scrollMargin = useDocumentTop(listElement);
  useNoScrollAnchoring();
  const pages = history.data?.pages;
  const hasMore = history.hasNextPage;
  const rows = useMemo(() => historyRows(pages ?? [], { hasMore }), [pages, hasMore]);
  const count = rows.length + (hasMore ? 1 : 0);

  // Stable while no page comes in: the virtualiser lays out every row again (all 10,000 at
  // volume) whenever getItemKey changes, and it renders on every scroll frame. When a page
  // comes in it asks every row's key again, so a key is made once, with the row (issue 29).
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? 'more', [rows]);
  const estimateSize = useCallback(
    (index: number) =>
      index >= rows.length
        ? MORE_HEIGHT
        : rows[index]!.kind === 'day'
          ? DAY_HEIGHT
          : OPERATION_HEIGHT,
    [rows],
  );

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize,
    // A row is measured by its ResizeObserver entry when it has one (nothing is laid out just
    // to read it; while the list scrolls the virtualiser waits for that entry; an entry without
    // borderBoxSize, as older browsers and the tests' stub give, falls back). jsdom lays
    // nothing out: an unmeasured row keeps its estimate.
    measureElement: (element, entry, instance) =>
      entry?.borderBoxSize?.[0]?.blockSize ||
      element.getBoundingClientRect().height ||
      instance.options.estimateSize(Number(element.getAttribute('data-index'))),
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin,
    // The rows a scroll brings in are rendered in a task of their own, not inside the scroll's
    // frame, and a few a render (useRowsByFrame): frames stay short, and the overscan keeps the
    // screen filled meanwhile.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const shownItems = useRowsByFrame(items, virtualizer.isScrolling, virtualizer.range);

  const { fetchNextPage, isFetchingNextPage, isFetchNextPageError } = history;
  useEffect(() => {
    if (
      hasMore &&
      !isFetchingNextPage &&
      !isFetchNextPageError &&
      lastIndex >= rows.length - LOAD_AHEAD
    )
      // The next scroll frame can come before the list re-renders as loading: asking again then
      // joins the page on its way (by default it would cancel it and ask the server again).
      void fetchNextPage({ cancelRefetch: false });
  }, [hasMore, isFetchingNextPage, isFetchNextPageError, lastIndex, rows.length, fetchNextPage]);

  return (
    <div
      ref={setListElement}
      className={styles.list}
      style={{ height: virtualizer.getTotalSize() }}
      aria-busy={isFetchingNextPage}
      aria-label={intl.formatMessage(operationsMessages.list)}
      role="region"
    >
      {shownItems.map((item) => {
        const row: HistoryRow | undefined = rows[item.index];
        return (
          <div
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className={styles.item}
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            {!row ? (
              <MoreRow failed={isFetchNextPageError} onRetry={() => void fetchNextPage()} />
            ) : row.kind === 'day' ? (
              <DayHeading row={row} currency={currency} filter={filter} />
            ) : (
              <OperationRow
                operation={row.operation}
                currency={currency}
                team={filter.team}
                position={row.position}
                total={total}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * "Today", "Yesterday" or the date, and the day's sum: added up here once the day is loaded
 * whole, asked of the server while it is still loading (or, until that answers, the sum so
 * far, marked as such). Memoised like the operation rows: the row changes only when a page
 * comes in, and the day's query is asked here, so the list's render on each scroll frame
 * asks nothing of the query cache.
 */
const DayHeading = memo(function DayHeading({
  row,
  currency,
  filter,
}: {
  row: DayRow;
  currency: string | undefined;
  filter: HistoryFilter;
}) {
  const intl = useIntl();
  // Only the last day on screen is still loading (every earlier one is complete).
  const serverSum = useDayTotal(filter, row.complete ? null : row.day).data?.totalAmount;
  const format = useFormatMoney(currency);
  const final = row.complete || serverSum !== undefined;
  const sum = format(toMajorUnits(row.complete ? row.sum : (serverSum ?? row.sum)));
  return (
    <h2 className={styles.day}>
      <span>{dayHeading(intl, row.day)}</span>
      <span className={styles.daySum}>
        {intl.formatMessage(
          final ? operationValueMessages.daySum : operationValueMessages.daySumSoFar,
          { sum },
        )}
      </span>
    </h2>
  );
});

function MoreRow({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const intl = useIntl();
  if (failed)
    return (
      <div className={styles.more} role="alert">
        {intl.formatMessage(operationsMessages.loadMoreFailed)}
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {intl.formatMessage(operationsMessages.retry)}
        </Button>
      </div>
    );
  return (
    <SkeletonGroup>
      <SkeletonListItem />
    </SkeletonGroup>
  );
}
