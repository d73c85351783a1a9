import type { InfiniteData } from '@tanstack/react-query';
import { getGetTeamPaymentFormQueryKey, getTeamPaymentForm } from '@/api/generated/payment/payment';
import type { TeamPaymentForm, TeamPaymentFormRequest } from '@/api/generated/model';
import { pagedListOptions, TEAM_FORM_PAGE_SIZE } from '@/api/paged-list';
import { callKey } from '@/api/query-keys';
import { pageSource } from '../lib/public-page';
import { retryTransient } from './retry';

/** The body of one page's payment/form/team call (spec section 9: 50 members a page). */
export function teamFormRequest(teamUuid: string, page: number): TeamPaymentFormRequest {
  return { teamUuid, nextPage: { count: TEAM_FORM_PAGE_SIZE, page }, source: pageSource() };
}

/** The team and every member loaded so far, pages appended in order. */
export function selectTeam(data: InfiniteData<TeamPaymentForm, number>) {
  const [first] = data.pages;
  // A settled infinite query always holds its first page; this only satisfies the types.
  if (!first) throw new Error('team form without its first page');
  return { team: first, members: data.pages.flatMap((page) => page.members) };
}

/** payment/form/team, paged by the shared rule (src/api/paged-list.ts). */
export const teamFormQueryOptions = (teamUuid: string) => ({
  ...pagedListOptions({
    queryKey: [...callKey(getGetTeamPaymentFormQueryKey()), teamUuid],
    pageSize: TEAM_FORM_PAGE_SIZE,
    fetchPage: (nextPage, signal) =>
      getTeamPaymentForm(teamFormRequest(teamUuid, nextPage.page), { signal }),
    itemsOf: (page: TeamPaymentForm) => page.members,
  }),
  select: selectTeam,
  retry: retryTransient,
  retryOnMount: false,
  staleTime: 60_000,
});
