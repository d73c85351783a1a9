import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadCurrentUser } from '@/api/current-user';
import { getGetLimitsQueryOptions } from '@/api/generated/limits/limits';
import type { AddTeamRequest } from '@/api/generated/model/addTeamRequest';
import type { Team } from '@/api/generated/model/team';
import type { TeamList } from '@/api/generated/model/teamList';
import type { TeamType } from '@/api/generated/model/teamType';
import type { UpdateTeamRequest } from '@/api/generated/model/updateTeamRequest';
import type { VerifyTeamRequest } from '@/api/generated/model/verifyTeamRequest';
import {
  addTeam,
  deleteTeam,
  deleteTeamPhoto,
  getListTeamTypesQueryOptions,
  transferTeamOwner,
  updateTeam,
  uploadTeamPhoto,
  verifyTeam,
} from '@/api/generated/team/team';
import { myTeamsQueryOptions, refreshMyTeams } from '@/api/my-teams';
import { teamQueryPrefix } from '@/api/team-members';

/*
 * Teams themselves: the person's teams (the shared team/list query of src/api/my-teams.ts,
 * which every other area's team picker reads too), their types, and the writes that change
 * a team. Each write refreshes "my teams" so the pickers see it.
 */

const myTeamsKey = () => myTeamsQueryOptions().queryKey;

/** One team of the person's, from team/list (there is no single-team call); null: not theirs. */
export function useTeam(teamUuid: string) {
  return useQuery({
    ...myTeamsQueryOptions(),
    select: (data: TeamList) => data.list.find((team) => team.uuid === teamUuid) ?? null,
  });
}

/** Puts a changed team into the cached list at once (the refresh that follows confirms it). */
function replaceTeam(data: TeamList | undefined, team: Team): TeamList | undefined {
  return (
    data && { list: data.list.map((old) => (old.uuid === team.uuid ? { ...old, ...team } : old)) }
  );
}

/** Team types by the server's titles; types marked hidden are not offered (spec section 3). */
export function teamTypesQueryOptions() {
  return getListTeamTypesQueryOptions({ query: { staleTime: Infinity } });
}

export function useTeamTypes() {
  return useQuery(teamTypesQueryOptions());
}

export function visibleTypes(types: readonly TeamType[]): TeamType[] {
  return types.filter((type) => !type.hidden);
}

/** team/add: the creator owns the new team. */
export function useCreateTeamMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (team: AddTeamRequest) => addTeam(team),
    meta: { errorShownInline: true },
    onSuccess: () => refreshMyTeams(queryClient),
  });
}

/** team/update with only the fields that changed. */
export function useUpdateTeamMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateTeamRequest) => updateTeam(changes),
    meta: { errorShownInline: true },
    onSuccess: async (team) => {
      queryClient.setQueryData(myTeamsKey(), (data: TeamList | undefined) =>
        replaceTeam(data, team),
      );
      await refreshMyTeams(queryClient);
    },
  });
}

/** What a screen says once a deletion is settled (by then the person has usually moved on). */
interface DeletionOutcome {
  onDeleted: (team: Team) => void;
  onFailed: (team: Team, error: unknown) => void;
}

/**
 * team/delete, optimistic (spec section 4: the list drops it at once). A failure puts the team
 * back where it was and says so through `onFailed`.
 */
export function useDeleteTeamMutation({ onDeleted, onFailed }: DeletionOutcome) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (team: Team) => deleteTeam({ uuid: team.uuid }),
    onMutate: async (team) => {
      await queryClient.cancelQueries({ queryKey: myTeamsKey() });
      const before = queryClient.getQueryData<TeamList>(myTeamsKey());
      queryClient.setQueryData(myTeamsKey(), (data: TeamList | undefined) =>
        data ? { list: data.list.filter((kept) => kept.uuid !== team.uuid) } : data,
      );
      return { before };
    },
    onSuccess: (_done, team) => onDeleted(team),
    onError: (error, team, context) => {
      if (context?.before) queryClient.setQueryData(myTeamsKey(), context.before);
      onFailed(team, error);
    },
    onSettled: () => refreshMyTeams(queryClient),
  });
}

/**
 * team/verify: the team is verified and the person becomes a business user (spec section 4),
 * so the cached user is read again.
 */
export function useVerifyTeamMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: VerifyTeamRequest) => verifyTeam(request),
    meta: { errorShownInline: true },
    onSuccess: async (team) => {
      queryClient.setQueryData(myTeamsKey(), (data: TeamList | undefined) =>
        replaceTeam(data, team),
      );
      await Promise.all([loadCurrentUser(queryClient), refreshMyTeams(queryClient)]);
    },
  });
}

/** team/owner/transfer: roles change for two people, so the team's lists are read again. */
export function useTransferOwnershipMutation(teamUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newOwnerPhone: string) => transferTeamOwner({ teamUuid, newOwnerPhone }),
    meta: { errorShownInline: true },
    onSuccess: () =>
      Promise.all([
        refreshMyTeams(queryClient),
        queryClient.invalidateQueries({ queryKey: teamQueryPrefix(teamUuid) }),
      ]),
  });
}

export { teamQueryPrefix };

/** The team photo: upload (teamUuid as a query parameter) and delete; errors show in the picker. */
export function useTeamPhotoMutations(teamUuid: string) {
  const queryClient = useQueryClient();
  const refresh = () => refreshMyTeams(queryClient);
  const upload = useMutation({
    mutationFn: (file: File) => uploadTeamPhoto({ file }, { teamUuid }),
    meta: { errorShownInline: true },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => deleteTeamPhoto({ teamUuid }),
    meta: { errorShownInline: true },
    onSuccess: refresh,
  });
  return { upload, remove };
}

/** limits/get with the team: its tip limits and choices, the defaults of its QR codes. */
export function teamLimitsQueryOptions(teamUuid: string) {
  return getGetLimitsQueryOptions({ teamUuid });
}

export function useTeamLimits(teamUuid: string) {
  return useQuery(teamLimitsQueryOptions(teamUuid));
}
