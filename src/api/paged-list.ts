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
