import { indexes } from '../db/indexes';
import { apiError } from '../handlers/respond';

/**
 * The person's membership of a team. A team they do not belong to does not exist for them:
 * team.notFound.error (the contract's TeamNotFound: "does not exist or is not visible").
 */
export function requireMembership(userUuid: string, teamUuid: string) {
  return (
    indexes.membershipsOfUser(userUuid).find((member) => member.teamUuid === teamUuid) ??
    apiError('team.notFound.error')
  );
}
