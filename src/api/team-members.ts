import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useDebounced } from '@/lib/use-debounced';
import type { TeamMember } from './generated/model/teamMember';
import type { TeamMemberList } from './generated/model/teamMemberList';
import { listTeamMembers } from './generated/team/team';
import { pagedListOptions, TEAM_MEMBERS_PAGE_SIZE } from './paged-list';

/*
 * A team's members (team/member/list), searched by part of a name or phone: one cache shared
 * by the teams area (its member list, the administrator and owner pickers, which refresh it
 * after a change) and the history's member filter, which search them alike (useMemberSearch).
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

/** How long typing rests before the search asks the server. */
const SEARCH_PAUSE_MS = 300;

/**
 * What a member search says beside its options: the list failed, the answer to what is typed
 * is still to come, nothing matched the search, or more match than the first page.
 */
export type MemberSearchState = 'failed' | 'searching' | 'noMatch' | 'more' | null;

/**
 * A search of a team's members as one types (a picker's): the search asked once typing rests,
 * the members found that `keep` keeps, and what to say about them.
 */
export function useMemberSearch<Kept extends TeamMember>(
  teamUuid: string,
  typed: string,
  keep: (member: TeamMember) => member is Kept,
): { search: string; found: Kept[]; state: MemberSearchState } {
  const search = useDebounced(typed.trim(), SEARCH_PAUSE_MS);
  const members = useTeamMembers(teamUuid, search);
  const found = (members.data?.pages ?? []).flatMap((page) => page.list).filter(keep);
  // Typing rests, or the server has not answered this search yet (the last answer stays).
  const searching = typed.trim() !== search || members.isPlaceholderData;
  let state: MemberSearchState = null;
  if (members.isError) state = 'failed';
  else if (searching || members.isPending) state = 'searching';
  else if (found.length === 0 && search) state = 'noMatch';
  else if (members.hasNextPage) state = 'more';
  return { search, found, state };
}
