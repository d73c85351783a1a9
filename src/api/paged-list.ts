import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { NextPage } from './generated/model/nextPage';

/* Page sizes of spec section 9 (separate constants, so a page ships only the one it uses). */
export const NOTIFICATIONS_PAGE_SIZE = 15;
export const TRANSACTIONS_PAGE_SIZE = 15;
export const TEAM_MEMBERS_PAGE_SIZE = 30;
export const INVITES_PAGE_SIZE = 30;
export const TEAM_FORM_PAGE_SIZE = 50;

interface PagedListSpec<Page, Item> {
  queryKey: QueryKey;
  pageSize: number;
  /** One page's call; `signal` must reach fetch so a cancelled page never lands. */
  fetchPage: (nextPage: NextPage, signal: AbortSignal) => Promise<Page>;
  /** The list items one answer holds. */
  itemsOf: (page: Page) => readonly Item[];
}

/**
 * Page-based list loading by spec section 4, as an infinite query: pages counted from 0, each
 * next page appended (fetchNextPage), more pages only while a page comes back full, an
 * initial load (a new key, a refetch) replacing the list. Answers that arrive after the query
 * was cancelled or left are dropped: the AbortSignal reaches fetch and http-client discards
 * late answers.
 */
export function pagedListOptions<Page, Item>({
  queryKey,
  pageSize,
  fetchPage,
  itemsOf,
}: PagedListSpec<Page, Item>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ page: pageParam, count: pageSize }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: Page, _pages: Page[], lastPageParam: number) =>
      itemsOf(lastPage).length === pageSize ? lastPageParam + 1 : undefined,
  });
}

/** The largest page of the contract, for reading a whole list (CSV exports). */
export const EXPORT_PAGE_SIZE = 100;

/**
 * Every item of a page-based list, read page by page (100 at a time) until a page comes back
 * short, for a CSV export. `onProgress` hears how many are in after each page. An item that
 * arrives meanwhile moves the pages along: the one seen twice (same `idOf`) is kept once.
 * `signal` stops it: the page on its way is cancelled and the promise rejects.
 */
export async function readAllPages<Item>(
  fetchPage: (nextPage: NextPage, signal?: AbortSignal) => Promise<{ list: readonly Item[] }>,
  {
    idOf,
    signal,
    onProgress,
  }: { idOf: (item: Item) => string; signal?: AbortSignal; onProgress?: (count: number) => void },
): Promise<Item[]> {
  const seen = new Set<string>();
  const all: Item[] = [];
  for (let page = 0; ; page += 1) {
    const { list } = await fetchPage({ page, count: EXPORT_PAGE_SIZE }, signal);
    for (const item of list) {
      if (seen.has(idOf(item))) continue;
      seen.add(idOf(item));
      all.push(item);
    }
    onProgress?.(all.length);
    if (list.length < EXPORT_PAGE_SIZE) return all;
  }
}
