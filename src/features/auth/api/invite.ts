import { useQuery } from '@tanstack/react-query';
import { getGetTeamInviteQueryOptions } from '@/api/generated/team/team';
import { isUuid } from '@/lib/address-params';

/** team/invite/get: the invite a join link names, read signed in or not (no session needed). */
export function teamInviteQueryOptions(inviteUuid: string) {
  // An id that is not a uuid names no invite: unknown without asking.
  return getGetTeamInviteQueryOptions({ inviteUuid }, { query: { enabled: isUuid(inviteUuid) } });
}

export function useTeamInvite(inviteUuid: string) {
  return useQuery(teamInviteQueryOptions(inviteUuid));
}
