/**
 * Where an invite link opens (/auth/invite/:inviteUuid): the auth area shows it, the teams area
 * shares it. Its uuid is the teamInviteUuid that survives sign-in and registration (spec section 2).
 */
export function teamInvitePath(inviteUuid: string): string {
  return `/auth/invite/${inviteUuid}`;
}
