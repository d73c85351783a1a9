import type { Notification, Role, Team, TeamMember } from '../../src/api/generated/model';
import { ListTeamsResponse } from '../../src/api/generated/zod/team/team.zod';
import { getQrCodeResponseTitleMax } from '../../src/api/generated/zod/qr-code/qr-code.zod';
import {
  can,
  canOnMember,
  type MemberAction,
  type TeamAction,
} from '../../src/lib/team-permissions';
import { now } from '../clock';
import { db } from '../db/collections';
import { indexes, type RecordOf } from '../db/indexes';
import { apiError } from '../handlers/respond';
import { notify } from './notify';

export type MemberRecord = RecordOf<'members'>;
export type TeamRecord = RecordOf<'teams'>;

/**
 * The person's membership of a team. A team they do not belong to does not exist for them:
 * team.notFound.error (the contract's TeamNotFound: "does not exist or is not visible").
 * Every member may read the team's lists, limits, history and statistics (the matrix's `view`).
 */
export function requireMembership(userUuid: string, teamUuid: string) {
  return (
    indexes.membershipsOfUser(userUuid).find((member) => member.teamUuid === teamUuid) ??
    apiError('team.notFound.error')
  );
}

/**
 * What the teams screens hide, the mock refuses (src/lib/team-permissions.ts): outside the
 * team, team.notFound.error; inside it without the right, modification.irrelevant.data.error
 * (the contract's RoleRefused: the screen showed an action the person's role no longer allows).
 */
export const ROLE_REFUSED = 'modification.irrelevant.data.error';

/** The team and the acting person's membership, when their role allows `action`. */
export function requireRight(userUuid: string, teamUuid: string, action: TeamAction) {
  const membership = requireMembership(userUuid, teamUuid);
  const team = indexes.teamByUuid(teamUuid) ?? apiError('team.notFound.error');
  if (!can(membership.role, action)) return apiError(ROLE_REFUSED);
  return { team, membership };
}

/** A member of the team by their team QR code, when the acting person may `action` them. */
export function requireRightOn(
  userUuid: string,
  teamUuid: string,
  qrCodeUuid: string,
  action: MemberAction,
) {
  const membership = requireMembership(userUuid, teamUuid);
  const target = indexes.memberByQrCode(qrCodeUuid);
  if (!target || target.teamUuid !== teamUuid) return apiError('team.notFound.error');
  const self = target.userUuid === userUuid;
  if (!canOnMember(membership.role, action, { role: target.role, self }))
    return apiError(ROLE_REFUSED);
  return { membership, target, self };
}

const teamContract = ListTeamsResponse.shape.list.element;

/** A team as team/list shows it to one person: counted members and their own role. */
export function toTeam(team: TeamRecord, userUuid: string): Team {
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

/** A person's names and photo as the member and claim lists show them. */
export function personOf(userUuid: string) {
  const person = indexes.userByUuid(userUuid);
  return {
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    fullName: person?.fullName ?? '',
    ...(person?.photo ? { photoUuid: person.photo } : {}),
  };
}

/** A membership as the member calls show it: the person's own name, photo and phone joined in. */
export function toMember(member: MemberRecord): TeamMember {
  const phone = indexes.userByUuid(member.userUuid)?.phone;
  return {
    qrCodeUuid: member.qrCodeUuid,
    ...personOf(member.userUuid),
    ...(phone ? { phone } : {}),
    ...(member.jobPosition ? { jobPosition: member.jobPosition } : {}),
    role: member.role,
  };
}

/** The owner and administrators of a team. */
export function managersOf(teamUuid: string): MemberRecord[] {
  return indexes.membersOfTeam(teamUuid).filter((member) => member.role !== 'MEMBER');
}

/**
 * Tells the team's managers (owner and administrators) that something happened to `person` in
 * the team, naming them, except the people named (the one who did it, the one it happened to:
 * they get their own).
 */
export async function notifyManagers(
  teamUuid: string,
  type: Notification['type'],
  person: string,
  except: readonly string[],
): Promise<void> {
  const memberName = indexes.userByUuid(person)?.fullName;
  for (const manager of managersOf(teamUuid))
    if (!except.includes(manager.userUuid))
      await notify(manager.userUuid, type, { teamUuid, ...(memberName ? { memberName } : {}) });
}

/**
 * Puts a person in a team with `role`: a membership and the team QR code that goes with it
 * (their tips in this team are paid through it), with the team's limits and tip choices.
 */
export async function addMember(
  team: TeamRecord,
  userUuid: string,
  role: Role,
): Promise<MemberRecord> {
  const person = indexes.userByUuid(userUuid);
  const qrCodeUuid = crypto.randomUUID();
  await db.qrCodes.create({
    uuid: qrCodeUuid,
    ownerUuid: userUuid,
    teamUuid: team.uuid,
    title: person?.fullName.slice(0, getQrCodeResponseTitleMax) ?? team.title,
    purposeCode: 'tips',
    limits: team.limits,
    amounts: team.amounts,
    defaultAmounts: team.defaultAmounts,
    createdDate: new Date(now()).toISOString(),
  });
  return db.members.create({
    teamUuid: team.uuid,
    userUuid,
    qrCodeUuid,
    role,
    ...(person?.jobPosition ? { jobPosition: person.jobPosition } : {}),
    joinedAt: now(),
  });
}

/**
 * Takes a person out of a team: the membership and its team QR code (their tips there stay in
 * the history, marked memberDeleted and qrCodeDeleted).
 */
export function removeMember(member: MemberRecord): void {
  db.members.delete((q) => q.where({ qrCodeUuid: member.qrCodeUuid }));
  db.qrCodes.delete((q) => q.where({ uuid: member.qrCodeUuid }));
}

/** A person's membership of a team, if any. */
export function membershipOf(userUuid: string, teamUuid: string): MemberRecord | undefined {
  return indexes.membershipsOfUser(userUuid).find((member) => member.teamUuid === teamUuid);
}

export async function setRole(member: MemberRecord, role: Role): Promise<void> {
  await db.members.update((q) => q.where({ qrCodeUuid: member.qrCodeUuid }), {
    data(draft) {
      draft.role = role;
    },
  });
}

/** A member's tips through the codes of their team, if one of `teams` (newest first). */
export function tipsOfMember(teams: readonly string[], memberQrCodeUuid: string) {
  const member = indexes.memberByQrCode(memberQrCodeUuid);
  return member && teams.includes(member.teamUuid)
    ? indexes.operationsOfTeamRecipient(`${member.teamUuid}/${member.userUuid}`)
    : [];
}
