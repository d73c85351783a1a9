/** The history; other areas link here (filters in the query string). */
export const OPERATIONS_PATH = '/cabinet/operations';

/** One operation; `team` when it was opened from that team's history. */
export function operationPath(operationUuid: string, team: string | null): string {
  return `${OPERATIONS_PATH}/${operationUuid}${team ? `?team=${team}` : ''}`;
}
