import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { getGetTeamPaymentFormQueryKey, getTeamPaymentForm } from '@/api/generated/payment/payment';
import type { TeamPaymentForm, TeamPaymentFormRequest } from '@/api/generated/model';
import { retryTransient } from './retry';

/** Spec section 9: the team form is read 50 members at a time, from page 0. */
export const TEAM_PAGE_SIZE = 50;

/** Spec section 4: more pages exist only while a page comes back full. */
export function nextTeamPage(
  lastPage: TeamPaymentForm,
  _all: TeamPaymentForm[],
  lastPageParam: number,
): number | undefined {
  return lastPage.members.length === TEAM_PAGE_SIZE ? lastPageParam + 1 : undefined;
}

/** The body of one page's payment/form/team call. */
export function teamFormRequest(teamUuid: string, page: number): TeamPaymentFormRequest {
  return { teamUuid, nextPage: { count: TEAM_PAGE_SIZE, page } };
}

/** The team and every member loaded so far, pages appended in order. */
export function selectTeam(data: InfiniteData<TeamPaymentForm, number>) {
  const [first] = data.pages;
  // A settled infinite query always holds its first page; this only satisfies the types.
  if (!first) throw new Error('team form without its first page');
  return { team: first, members: data.pages.flatMap((page) => page.members) };
}

/**
 * payment/form/team as an infinite query. An initial load (new team, or a refetch) replaces
 * the list; fetchNextPage appends the next page. The AbortSignal reaches fetch, and
 * http-client drops answers that arrive after it fired, so a page that comes back after the
 * visitor left or the query was cancelled never lands in the list.
 */
export const teamFormQueryOptions = (teamUuid: string) =>
  infiniteQueryOptions({
    queryKey: [
      ...getGetTeamPaymentFormQueryKey({
        teamUuid,
        nextPage: { count: TEAM_PAGE_SIZE, page: 0 },
      }).slice(0, 2),
      teamUuid,
    ],
    queryFn: ({ pageParam, signal }) =>
      getTeamPaymentForm(teamFormRequest(teamUuid, pageParam), { signal }),
    initialPageParam: 0,
    getNextPageParam: nextTeamPage,
    select: selectTeam,
    retry: retryTransient,
    retryOnMount: false,
    staleTime: 60_000,
  });

export function useTeamForm(teamUuid: string) {
  return useInfiniteQuery(teamFormQueryOptions(teamUuid));
}
