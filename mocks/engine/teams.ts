import type { Team } from '../../src/api/generated/model';
import { ListTeamsResponse } from '../../src/api/generated/zod/team/team.zod';
import { indexes, type RecordOf } from '../db/indexes';
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

const teamContract = ListTeamsResponse.shape.list.element;

/** A team as team/list shows it to one person: counted members and their own role. */
export function toTeam(team: RecordOf<'teams'>, userUuid: string): Team {
  const membership = indexes
    .membersOfTeam(team.uuid)
    .find((member) => member.userUuid === userUuid);
  // Parsing strips what only the server keeps (owner, tip choices).
  return teamContract.parse({
    ...team,
    membersCount: indexes.membersOfTeam(team.uuid).length,
    ...(membership ? { role: membership.role } : {}),
  });
}

/** The teams a person belongs to, by title. */
export function teamsOf(userUuid: string): Team[] {
  return indexes
    .membershipsOfUser(userUuid)
    .flatMap((member) => {
      const team = indexes.teamByUuid(member.teamUuid);
      return team ? [toTeam(team, userUuid)] : [];
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}
