import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getListTeamsQueryKey, getListTeamsQueryOptions } from './generated/team/team';

/*
 * The teams the signed-in person belongs to (team/list), with their role in each: shared by
 * every area that picks a team (history, statistics, QR codes) and by the teams area itself,
 * which refreshes it after a change.
 */

const ALL_TEAMS = {};

export function myTeamsQueryOptions() {
  return getListTeamsQueryOptions(ALL_TEAMS, { query: { staleTime: 60_000 } });
}

export function useMyTeams() {
  return useQuery(myTeamsQueryOptions());
}

/** After a team was added, changed, left or deleted: every team picker reads it again. */
export function refreshMyTeams(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: getListTeamsQueryKey(ALL_TEAMS) });
}
