import { useQuery } from '@tanstack/react-query';
import { getGetTeamMemberQueryOptions } from '@/api/generated/team/team';
import type { TeamMember } from '@/api/generated/model/teamMember';
import { useMemberSearch } from '@/api/team-members';

/*
 * A team's members to narrow its history by: team/member/list's search (part of a name or
 * phone), the same cached lists the teams area reads, and the member an address names
 * (team/member/get), so the filter shows their name.
 */

const anyMember = (member: TeamMember): member is TeamMember => Boolean(member);

/** The members whose name or phone holds what is typed (the first page is offered). */
export function useMemberChoices(teamUuid: string, typed: string) {
  return useMemberSearch(teamUuid, typed, anyMember);
}

/** The member an address names (their qrCodeUuid in the team). */
export function useAddressMember(teamUuid: string, qrCodeUuid: string | null) {
  return useQuery({
    ...getGetTeamMemberQueryOptions({ teamUuid, qrCodeUuid: qrCodeUuid ?? '' }),
    enabled: qrCodeUuid !== null,
  });
}
