import type { Invite, InviteState } from '../../src/api/generated/model';
import { inviteActionFor, can } from '../../src/lib/team-permissions';
import { now } from '../clock';
import { db } from '../db/collections';
import { indexes, type RecordOf } from '../db/indexes';
import { DAY } from '../db/seed/rows';
import { apiError } from '../handlers/respond';
import { notify } from './notify';
import { addMember, membershipOf, ROLE_REFUSED, setRole } from './teams';

export type InviteRecord = RecordOf<'invites'>;
type UserRecord = RecordOf<'users'>;

/** An invite not answered within a week expires (the contract's InviteState EXPIRED). */
export const INVITE_LIFETIME_MS = 7 * DAY;

function expiresAt(invite: InviteRecord): number {
  return Date.parse(invite.createdDate) + INVITE_LIFETIME_MS;
}

/** The stored state, or EXPIRED for a NEW invite past its week: expiry needs no clean-up job. */
export function stateOf(invite: InviteRecord): InviteState {
  return invite.state === 'NEW' && expiresAt(invite) <= now() ? 'EXPIRED' : invite.state;
}

/** An invite as the invite calls answer it: the team's title and photo and the sender's name. */
export function toInvite(invite: InviteRecord): Invite {
  const team = indexes.teamByUuid(invite.teamUuid);
  const sender = indexes.userByUuid(invite.senderUuid);
  return {
    uuid: invite.uuid,
    state: stateOf(invite),
    teamUuid: invite.teamUuid,
    teamTitle: team?.title ?? '',
    ...(team?.photoUuid ? { teamPhotoUuid: team.photoUuid } : {}),
    role: invite.role,
    ...(invite.phone ? { phone: invite.phone } : {}),
    ...(sender ? { senderName: sender.fullName } : {}),
    createdDate: invite.createdDate,
    expiresDate: new Date(expiresAt(invite)).toISOString(),
  };
}

export function findInvite(uuid: string): InviteRecord | undefined {
  return db.invites.findFirst((q) => q.where({ uuid }));
}

/** Newest first (ISO dates of one format sort as text). */
export const newestInviteFirst = (a: InviteRecord, b: InviteRecord) =>
  b.createdDate.localeCompare(a.createdDate);

/**
 * Whether `user` is who an invite is for: the person with its phone, or, for a shareable link
 * (no phone), whoever opens it first.
 */
function isReceiver(invite: InviteRecord, user: UserRecord): boolean {
  return invite.phone ? invite.phone === user.phone : true;
}

async function answer(invite: InviteRecord, state: InviteState, user: UserRecord) {
  return db.invites.update((q) => q.where({ uuid: invite.uuid }), {
    data(draft) {
      draft.state = state;
      draft.receiverUuid = user.uuid;
    },
  });
}

function requireOpen(invite: InviteRecord): void {
  if (stateOf(invite) !== 'NEW') apiError('invalid.state.error');
}

/**
 * The receiver joins the team with the invite's role (team/admin/join, or invite/update to
 * ACCEPTED): a member invited as an administrator becomes one; anyone already holding the role
 * (or a higher one) is team.already.contains.client.error. A request to join the same team is
 * then moot and goes; the sender hears of it (team.accept).
 */
export async function acceptInvite(invite: InviteRecord, user: UserRecord): Promise<Invite> {
  if (!isReceiver(invite, user)) return apiError('general.error', 404);
  requireOpen(invite);
  const team = indexes.teamByUuid(invite.teamUuid) ?? apiError('general.error', 404);
  const membership = membershipOf(user.uuid, team.uuid);
  if (membership && !(membership.role === 'MEMBER' && invite.role === 'ADMIN'))
    return apiError('team.already.contains.client.error');
  if (membership) await setRole(membership, 'ADMIN');
  else await addMember(team, user.uuid, invite.role);
  db.claims.deleteMany((q) => q.where({ teamUuid: team.uuid, userUuid: user.uuid }));
  const answered = await answer(invite, 'ACCEPTED', user);
  await notify(invite.senderUuid, 'team.accept', { teamUuid: team.uuid, inviteUuid: invite.uuid });
  return toInvite(answered ?? invite);
}

/** The receiver says no. */
export async function declineInvite(invite: InviteRecord, user: UserRecord): Promise<Invite> {
  if (!isReceiver(invite, user)) return apiError('general.error', 404);
  requireOpen(invite);
  return toInvite((await answer(invite, 'DECLINED', user)) ?? invite);
}

/** Someone who may send such an invite takes it back. */
export async function cancelInvite(invite: InviteRecord, user: UserRecord): Promise<Invite> {
  const membership = membershipOf(user.uuid, invite.teamUuid);
  if (!membership) return apiError('general.error', 404);
  if (!can(membership.role, inviteActionFor(invite.role))) return apiError(ROLE_REFUSED);
  requireOpen(invite);
  const cancelled = await db.invites.update((q) => q.where({ uuid: invite.uuid }), {
    data(draft) {
      draft.state = 'CANCELLED';
    },
  });
  return toInvite(cancelled ?? invite);
}
