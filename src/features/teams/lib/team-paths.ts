/** Where the teams area's screens live (routes other areas link to: README's "Routes"). */
export const TEAMS_PATH = '/cabinet/teams';
export const RECEIVED_INVITES_PATH = '/cabinet/invites';

export type TeamSection = 'admins' | 'claims' | 'invites' | 'settings';

/** A team's page (its members), or one of its sections. */
export function teamPath(teamUuid: string, section?: TeamSection): string {
  return section ? `${TEAMS_PATH}/${teamUuid}/${section}` : `${TEAMS_PATH}/${teamUuid}`;
}

export function memberPath(teamUuid: string, qrCodeUuid: string): string {
  return `${TEAMS_PATH}/${teamUuid}/members/${qrCodeUuid}`;
}

export const NEW_TEAM_PATH = `${TEAMS_PATH}/new`;
