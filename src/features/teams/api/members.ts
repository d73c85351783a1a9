import { useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { TeamList } from '@/api/generated/model/teamList';
import type { TeamMember } from '@/api/generated/model/teamMember';
import type { TeamMemberList } from '@/api/generated/model/teamMemberList';
import type { UpdateTeamMemberRequest } from '@/api/generated/model/updateTeamMemberRequest';
import {
  deleteTeamMember,
  getGetTeamMemberQueryKey,
  getGetTeamMemberQueryOptions,
  getListTeamMemberInfosQueryOptions,
  updateTeamMember,
} from '@/api/generated/team/team';
import { myTeamsQueryOptions, refreshMyTeams } from '@/api/my-teams';
import { teamMembersPrefix as membersPrefix } from '@/api/team-members';

/** One member (team/member/get). */
export function teamMemberQueryOptions(teamUuid: string, qrCodeUuid: string) {
  return getGetTeamMemberQueryOptions({ teamUuid, qrCodeUuid });
}

export function useTeamMember(teamUuid: string, qrCodeUuid: string) {
  return useQuery(teamMemberQueryOptions(teamUuid, qrCodeUuid));
}

/** The person's memberships (team/member/info/list): their record in each team. */
export function myMembershipsQueryOptions() {
  return getListTeamMemberInfosQueryOptions();
}

/** The person's own membership of one team. */
export function useMyMembership(teamUuid: string) {
  return useQuery({
    ...myMembershipsQueryOptions(),
    select: (data) => data.list.find((membership) => membership.team.uuid === teamUuid) ?? null,
  });
}

/** team/member/update (the job position); the lists show the change once read again. */
export function useUpdateMemberMutation(teamUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Omit<UpdateTeamMemberRequest, 'teamUuid'>) =>
      updateTeamMember({ teamUuid, ...changes }),
    meta: { errorShownInline: true },
    onSuccess: async (member) => {
      queryClient.setQueryData(
        getGetTeamMemberQueryKey({ teamUuid, qrCodeUuid: member.qrCodeUuid }),
        member,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: membersPrefix(teamUuid) }),
        queryClient.invalidateQueries({ queryKey: myMembershipsQueryOptions().queryKey }),
      ]);
    },
  });
}

type MemberPages = InfiniteData<TeamMemberList, number>;

/** What a screen says once a removal is settled; it may have been left by then (leaving). */
interface RemovalOutcome {
  onRemoved: (member: TeamMember) => void;
  onFailed: (member: TeamMember, error: unknown) => void;
}

/**
 * team/member/delete, optimistic (spec section 4): the member leaves every loaded list of the
 * team and its member count drops at once; a failure puts both back and says so through
 * `onFailed`. Removing oneself is leaving the team.
 */
export function useRemoveMemberMutation(teamUuid: string, { onRemoved, onFailed }: RemovalOutcome) {
  const queryClient = useQueryClient();
  const teamsKey = myTeamsQueryOptions().queryKey;
  return useMutation({
    mutationFn: (member: TeamMember) =>
      deleteTeamMember({ teamUuid, qrCodeUuid: member.qrCodeUuid }),
    onMutate: async (member) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: membersPrefix(teamUuid) }),
        queryClient.cancelQueries({ queryKey: teamsKey }),
      ]);
      const lists = queryClient.getQueriesData<MemberPages>({ queryKey: membersPrefix(teamUuid) });
      const teams = queryClient.getQueryData<TeamList>(teamsKey);
      queryClient.setQueriesData<MemberPages>({ queryKey: membersPrefix(teamUuid) }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                list: page.list.filter((kept) => kept.qrCodeUuid !== member.qrCodeUuid),
              })),
            }
          : data,
      );
      queryClient.setQueryData(teamsKey, (data: TeamList | undefined) =>
        data
          ? {
              list: data.list.map((team) =>
                team.uuid === teamUuid
                  ? { ...team, membersCount: Math.max(0, team.membersCount - 1) }
                  : team,
              ),
            }
          : data,
      );
      return { lists, teams };
    },
    onSuccess: (_done, member) => onRemoved(member),
    onError: (error, member, context) => {
      for (const [key, data] of context?.lists ?? []) queryClient.setQueryData(key, data);
      if (context?.teams) queryClient.setQueryData(teamsKey, context.teams);
      onFailed(member, error);
    },
    onSettled: () =>
      Promise.all([
        refreshMyTeams(queryClient),
        queryClient.invalidateQueries({ queryKey: membersPrefix(teamUuid) }),
        queryClient.invalidateQueries({ queryKey: myMembershipsQueryOptions().queryKey }),
      ]),
  });
}
