import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Team } from './generated/model/team';
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

export interface AddressTeam {
  /** The team to show: one of the person's, or null for the person's own. */
  team: string | null;
  /** The person's teams are on their way: whether the address's team is theirs is not known yet. */
  checking: boolean;
  /** The address named a team that is not the person's (or not one they may use here). */
  refused: boolean;
}

/**
 * The team an address names (`?team=`, already read as a uuid by src/lib/address-params.ts),
 * checked against the person's teams before anything is asked about it: a team that is not
 * theirs, or that `usable` refuses, falls back to the person's own. Should the teams not load,
 * the server decides.
 */
export function useAddressTeam(
  uuid: string | null,
  usable: (team: Team) => boolean = () => true,
): AddressTeam {
  const teams = useMyTeams();
  if (uuid === null) return { team: null, checking: false, refused: false };
  if (teams.isPending) return { team: null, checking: true, refused: false };
  if (teams.isError) return { team: uuid, checking: false, refused: false };
  const team = teams.data.list.find((each) => each.uuid === uuid);
  return team && usable(team)
    ? { team: uuid, checking: false, refused: false }
    : { team: null, checking: false, refused: true };
}
