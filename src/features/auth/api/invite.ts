import { useQuery } from '@tanstack/react-query';
import { getGetTeamInviteQueryOptions } from '@/api/generated/team/team';

/** team/invite/get: the invite a join link names, read signed in or not (no session needed). */
export function teamInviteQueryOptions(inviteUuid: string) {
  return getGetTeamInviteQueryOptions({ inviteUuid });
}

export function useTeamInvite(inviteUuid: string) {
  return useQuery(teamInviteQueryOptions(inviteUuid));
}
