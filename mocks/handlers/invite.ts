import type { Invite, InviteList, Role } from '../../src/api/generated/model';
import {
  AddInviteBody,
  ListPushedInvitesBody,
  ListReceivedInvitesBody,
  SendAdminInviteBody,
  SendMemberInviteBody,
  UpdateInviteBody,
} from '../../src/api/generated/zod/invite/invite.zod';
import { inviteActionFor } from '../../src/lib/team-permissions';
import {
  getAddInviteMockHandler,
  getListPushedInvitesMockHandler,
  getListReceivedInvitesMockHandler,
  getSendAdminInviteMockHandler,
  getSendMemberInviteMockHandler,
  getUpdateInviteMockHandler,
} from '../generated/invite/invite.msw';
import { now } from '../clock';
import { db } from '../db/collections';
import { listPage } from '../db/query';
import {
  acceptInvite,
  cancelInvite,
  declineInvite,
  findInvite,
  newestInviteFirst,
  stateOf,
  toInvite,
} from '../engine/invites';
import { notify } from '../engine/notify';
import { findUserByLogin } from '../engine/people';
import { signedIn } from '../engine/sessions';
import { membershipOf, requireRight } from '../engine/teams';
import type { ResolverInfo } from './respond';
import { apiError, readBody } from './respond';

async function createInvite(
  teamUuid: string,
  role: Role,
  senderUuid: string,
  phone?: string,
): Promise<Invite> {
  const invite = await db.invites.create({
    uuid: crypto.randomUUID(),
    teamUuid,
    role,
    state: 'NEW',
    ...(phone ? { phone } : {}),
    senderUuid,
    createdDate: new Date(now()).toISOString(),
  });
  return toInvite(invite);
}

/**
 * invite/send/member and invite/send/admin: an invite to a phone. Someone already in the team
 * with that role (or a higher one) is team.already.contains.client.error; someone who has asked
 * to join is team.claim.alreadyExists.error (accept the request instead). A NEW invite of the
 * same team, role and phone is answered again rather than sent twice. A registered receiver
 * is notified (team.invite); anyone else would get a text message.
 */
function sendInvite(role: Role, body: typeof SendMemberInviteBody | typeof SendAdminInviteBody) {
  return signedIn(async ({ request }: ResolverInfo, { user }) => {
    const { teamUuid, phone } = await readBody(request, body);
    requireRight(user.uuid, teamUuid, inviteActionFor(role));
    const receiver = findUserByLogin({ phone });
    const membership = receiver ? membershipOf(receiver.uuid, teamUuid) : undefined;
    if (membership && !(role === 'ADMIN' && membership.role === 'MEMBER'))
      return apiError('team.already.contains.client.error');
    if (receiver && db.claims.findFirst((q) => q.where({ teamUuid, userUuid: receiver.uuid })))
      return apiError('team.claim.alreadyExists.error');
    const open = db.invites
      .findMany((q) => q.where({ teamUuid, phone, role }))
      .find((invite) => stateOf(invite) === 'NEW');
    if (open) return toInvite(open);
    const invite = await createInvite(teamUuid, role, user.uuid, phone);
    if (receiver) await notify(receiver.uuid, 'team.invite', { teamUuid, inviteUuid: invite.uuid });
    return invite;
  });
}

/** Invites to teams: sent by phone, shared as links, listed, answered (spec sections 3, 4, 7). */
export const inviteHandlers = [
  getSendMemberInviteMockHandler(sendInvite('MEMBER', SendMemberInviteBody)),
  getSendAdminInviteMockHandler(sendInvite('ADMIN', SendAdminInviteBody)),

  getAddInviteMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuid, role } = await readBody(request, AddInviteBody);
      if (role === 'OWNER') return apiError('field.invalid.format.error', 400, { field: 'role' });
      requireRight(user.uuid, teamUuid, inviteActionFor(role));
      return createInvite(teamUuid, role, user.uuid);
    }),
  ),

  getListPushedInvitesMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { nextPage, teamUuid } = await readBody(request, ListPushedInvitesBody);
      if (teamUuid) requireRight(user.uuid, teamUuid, 'inviteMembers');
      const invites = teamUuid
        ? db.invites.findMany((q) => q.where({ teamUuid }))
        : db.invites.findMany((q) => q.where({ senderUuid: user.uuid }));
      const list = listPage(invites, { order: newestInviteFirst, nextPage }).map(toInvite);
      return { list } satisfies InviteList;
    }),
  ),

  getListReceivedInvitesMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { nextPage } = await readBody(request, ListReceivedInvitesBody);
      // Sent to the person's phone, or a shared link they answered.
      const invites = db.invites.findMany((q) =>
        q.where((invite) =>
          Boolean(
            (user.phone && invite.phone === user.phone) ||
            (!invite.phone && invite.receiverUuid === user.uuid),
          ),
        ),
      );
      const list = listPage(invites, { order: newestInviteFirst, nextPage }).map(toInvite);
      return { list } satisfies InviteList;
    }),
  ),

  getUpdateInviteMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { uuid, state } = await readBody(request, UpdateInviteBody);
      const invite = findInvite(uuid) ?? apiError('general.error', 404);
      if (state === 'ACCEPTED') return acceptInvite(invite, user);
      if (state === 'DECLINED') return declineInvite(invite, user);
      if (state === 'CANCELLED') return cancelInvite(invite, user);
      return apiError('invalid.state.error');
    }),
  ),
];
