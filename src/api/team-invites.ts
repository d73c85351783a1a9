import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppSettings } from './app-settings';
import { updateInvite } from './generated/invite/invite';
import type { Invite } from './generated/model/invite';
import { joinTeamAsAdmin } from './generated/team/team';
import { refreshMyTeams } from './my-teams';

/*
 * Joining a team through an invite, shared by the join link (/auth/invite/:inviteUuid, the auth
 * area) and the invites a person received (/cabinet/invites, the teams area).
 */

/**
 * Accepts an invite: an administrator invite through team/admin/join (spec section 7), any other
 * by answering it ACCEPTED (invite/update). Answers the invite as it now stands.
 */
export async function joinByInvite(invite: Invite): Promise<Invite> {
  if (invite.role === 'ADMIN') {
    await joinTeamAsAdmin({ inviteUuid: invite.uuid });
    return { ...invite, state: 'ACCEPTED' };
  }
  return updateInvite({ uuid: invite.uuid, state: 'ACCEPTED' });
}

/**
 * The join as a mutation: every team picker learns of the new team (refreshMyTeams). Its
 * errors are the screen's to show (the catalogue's team.already.contains.client.error, an
 * invite no longer open).
 */
export function useJoinTeam(onJoined?: (invite: Invite) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinByInvite,
    meta: { errorShownInline: true },
    onSuccess: async (invite) => {
      onJoined?.(invite);
      await refreshMyTeams(queryClient);
    },
  });
}

/**
 * Whether joining asks to accept the team member agreement first (settings:
 * teamMemberAgreementEnabled). Until the settings say it is off, it is asked: nobody joins
 * without it because the settings were slow.
 */
export function useAgreementAsked(): boolean {
  return useAppSettings().data?.teamMemberAgreementEnabled ?? true;
}
