import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimList } from '@/api/generated/model/claimList';
import {
  acceptTeamClaim,
  addTeamAdmin,
  deleteTeamAdmin,
  listTeamClaims,
  listTeamManagers,
} from '@/api/generated/team/team';
import { refreshMyTeams } from '@/api/my-teams';
import { isApiError } from '@/api/api-error';
import { teamQueryPrefix } from './teams';

/*
 * A team's managers (owner and administrators) and join claims. Role changes and new members
 * show in the member list too, so each write reads the team's lists again.
 */

const managersKey = (teamUuid: string) => [...teamQueryPrefix(teamUuid), 'managers'] as const;
const claimsKey = (teamUuid: string) => [...teamQueryPrefix(teamUuid), 'claims'] as const;

/** team/manager/list: the owner first, then the administrators. */
export function managersQueryOptions(teamUuid: string) {
  return queryOptions({
    queryKey: managersKey(teamUuid),
    queryFn: ({ signal }) => listTeamManagers({ teamUuid }, { signal }),
  });
}

export function useManagers(teamUuid: string) {
  return useQuery(managersQueryOptions(teamUuid));
}

/** After a write that changes who is in the team or in which role. */
function useRefreshTeam(teamUuid: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamQueryPrefix(teamUuid) }),
      refreshMyTeams(queryClient),
    ]);
}

/** team/admin/add by phone (owner only). */
export function useAddAdminMutation(teamUuid: string) {
  const refresh = useRefreshTeam(teamUuid);
  return useMutation({
    mutationFn: (adminPhone: string) => addTeamAdmin({ teamUuid, adminPhone }),
    meta: { errorShownInline: true },
    onSuccess: refresh,
  });
}

/** team/admin/delete by phone (owner only): the administrator stays as a member. */
export function useRemoveAdminMutation(teamUuid: string) {
  const refresh = useRefreshTeam(teamUuid);
  return useMutation({
    mutationFn: (adminPhone: string) => deleteTeamAdmin({ teamUuid, adminPhone }),
    meta: { errorShownInline: true },
    onSuccess: refresh,
  });
}

/** team/claim/list: people who asked to join. */
export function claimsQueryOptions(teamUuid: string) {
  return queryOptions({
    queryKey: claimsKey(teamUuid),
    queryFn: ({ signal }) => listTeamClaims({ teamUuid }, { signal }),
  });
}

export function useClaims(teamUuid: string) {
  return useQuery(claimsQueryOptions(teamUuid));
}

/**
 * team/claim/accept: the claim leaves the list at once (spec section 4) and the person shows
 * among the members. A claim of someone already in the team (team.already.contains.client.error)
 * is gone on the server too, so the list is read again either way.
 */
export function useAcceptClaimMutation(teamUuid: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshTeam(teamUuid);
  return useMutation({
    mutationFn: (qrCodeUuid: string) => acceptTeamClaim({ teamUuid, qrCodeUuid }),
    meta: { errorShownInline: true },
    onSuccess: async (_done, qrCodeUuid) => {
      queryClient.setQueryData(claimsKey(teamUuid), (data: ClaimList | undefined) =>
        data ? { list: data.list.filter((claim) => claim.qrCodeUuid !== qrCodeUuid) } : data,
      );
      await refresh();
    },
    onError: async (error) => {
      if (isApiError(error) && error.code === 'team.already.contains.client.error')
        await queryClient.invalidateQueries({ queryKey: claimsKey(teamUuid) });
    },
  });
}
