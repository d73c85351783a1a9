import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ListReviewsRequest, OperationList } from '@/api/generated/model';
import {
  getGetReviewSummaryQueryOptions,
  getListReviewsQueryKey,
  listReviews,
} from '@/api/generated/review/review';
import { pagedListOptions, TRANSACTIONS_PAGE_SIZE } from '@/api/paged-list';
import type { ReviewsView } from '../lib/view';

/*
 * What guests said (review/summary and review/list, x-inferred): the period's counts, and its
 * tips with feedback paged like the history. Nothing here writes; both are fetched again when
 * the screen opens, so a tip paid meanwhile shows.
 */

const teamOf = (view: ReviewsView) => (view.team ? { teamUuid: view.team } : {});

export const reviewSummaryQueryOptions = (view: ReviewsView) =>
  getGetReviewSummaryQueryOptions(
    { period: view.period, ...teamOf(view) },
    { query: { staleTime: 0, refetchOnMount: 'always' } },
  );

export const useReviewSummary = (view: ReviewsView) => useQuery(reviewSummaryQueryOptions(view));

/** The filter the list call takes, from the view. */
function listFilter(view: ReviewsView): Omit<ListReviewsRequest, 'nextPage'> {
  return {
    period: view.period,
    ...teamOf(view),
    ...(view.stars.length ? { stars: [...view.stars] } : {}),
    ...(view.comment ? { withComment: view.comment === 'with' } : {}),
  };
}

/** review/list, 15 a page like the history, newest first, pages appended as the list scrolls. */
export function reviewsQueryOptions(view: ReviewsView) {
  const filter = listFilter(view);
  return pagedListOptions({
    queryKey: getListReviewsQueryKey({
      nextPage: { page: 0, count: TRANSACTIONS_PAGE_SIZE },
      ...filter,
    }),
    pageSize: TRANSACTIONS_PAGE_SIZE,
    fetchPage: (nextPage, signal) => listReviews({ nextPage, ...filter }, { signal }),
    itemsOf: (page: OperationList) => page.list,
  });
}

export const useReviews = (view: ReviewsView) =>
  useInfiniteQuery({ ...reviewsQueryOptions(view), staleTime: 0, refetchOnMount: 'always' });
