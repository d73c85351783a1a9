import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TeamMemberList } from './generated/model/teamMemberList';
import { listTeamMembers } from './generated/team/team';
import { pagedListOptions, TEAM_MEMBERS_PAGE_SIZE } from './paged-list';

/*
 * A team's members (team/member/list), searched by part of a name or phone: one cache shared
 * by the teams area (its member list, the administrator and owner pickers, which refresh it
 * after a change) and the history's member filter.
 */

/** Every query of one team's lists (members, managers, claims, invites) starts with this. */
export function teamQueryPrefix(teamUuid: string) {
  return ['teams', teamUuid] as const;
}

/** Every member list of a team (any search), and one search's. */
export const teamMembersPrefix = (teamUuid: string) =>
  [...teamQueryPrefix(teamUuid), 'members'] as const;

/**
 * team/member/list: 30 a page (spec section 9), the next page while scrolling, the optional
 * filter as the search (part of a name). Owner and administrators come first.
 */
export function teamMembersQueryOptions(teamUuid: string, filter: string) {
  return pagedListOptions({
    queryKey: [...teamMembersPrefix(teamUuid), filter],
    pageSize: TEAM_MEMBERS_PAGE_SIZE,
    fetchPage: (nextPage, signal) =>
      listTeamMembers({ teamUuid, nextPage, ...(filter ? { filter } : {}) }, { signal }),
    itemsOf: (page: TeamMemberList) => page.list,
  });
}

export function useTeamMembers(teamUuid: string, filter: string) {
  return useInfiniteQuery({
    ...teamMembersQueryOptions(teamUuid, filter),
    // A new search keeps the last answer on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
}
