import type {
  ClaimList,
  Invite,
  ManagerList,
  TeamMember,
  TeamMemberList,
  TeamMembershipList,
} from '../../src/api/generated/model';
import {
  AcceptTeamClaimBody,
  AddTeamAdminBody,
  DeleteTeamAdminBody,
  DeleteTeamMemberBody,
  GetTeamInviteBody,
  GetTeamMemberBody,
  JoinTeamAsAdminBody,
  ListTeamClaimsBody,
  ListTeamManagersBody,
  ListTeamMembersBody,
  UpdateTeamMemberBody,
} from '../../src/api/generated/zod/team/team.zod';
import {
  getAcceptTeamClaimMockHandler,
  getAddTeamAdminMockHandler,
  getDeleteTeamAdminMockHandler,
  getDeleteTeamMemberMockHandler,
  getGetTeamInviteMockHandler,
  getGetTeamMemberMockHandler,
  getJoinTeamAsAdminMockHandler,
  getListTeamClaimsMockHandler,
  getListTeamManagersMockHandler,
  getListTeamMemberInfosMockHandler,
  getListTeamMembersMockHandler,
  getUpdateTeamMemberMockHandler,
} from '../generated/team/team.msw';
import { db } from '../db/collections';
import { indexes, memoBy } from '../db/indexes';
import { listPage } from '../db/query';
import { acceptInvite, findInvite, toInvite } from '../engine/invites';
import { notify } from '../engine/notify';
import { findUserByLogin } from '../engine/people';
import { signedIn } from '../engine/sessions';
import {
  addMember,
  managersOf,
  membershipOf,
  notifyManagers,
  personOf,
  removeMember,
  requireMembership,
  requireRight,
  requireRightOn,
  setRole,
  toMember,
} from '../engine/teams';
import { apiError, readBody } from './respond';

const ROLE_ORDER = { OWNER: 0, ADMIN: 1, MEMBER: 2 } as const;

/** A team's members as team/member/list shows them: owner, admins, then everyone by name. */
const membersOfTeam = memoBy(['members', 'users'], (teamUuid: string) =>
  indexes
    .membersOfTeam(teamUuid)
    .map(toMember)
    .sort(
      (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.fullName.localeCompare(b.fullName),
    ),
);

/**
 * A team's people (spec sections 4 and 7): its members, administrators, requests to join and
 * the join link's team, with the permission matrix of src/lib/team-permissions.ts enforced on
 * every call. The teams themselves and their photos are in team.ts.
 */
export const teamMemberHandlers = [
  getListTeamMembersMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuid, nextPage, filter } = await readBody(request, ListTeamMembersBody);
      requireMembership(user.uuid, teamUuid);
      const needle = filter?.trim().toLocaleLowerCase();
      // Digits search the phone too ("700 001", "+7 700…"), whatever the spaces between them.
      const digits = needle?.replace(/[\s()+-]/g, '');
      const phoneSearch = digits && /^\d+$/.test(digits) ? digits : null;
      const list = listPage(membersOfTeam(teamUuid), {
        ...(needle
          ? {
              where: (member) =>
                member.fullName.toLocaleLowerCase().includes(needle) ||
                (phoneSearch !== null && (member.phone ?? '').includes(phoneSearch)),
            }
          : {}),
        nextPage,
      });
      return { list } satisfies TeamMemberList;
    }),
  ),

  getListTeamMemberInfosMockHandler(
    signedIn((_info, { user }) => {
      const list = indexes.membershipsOfUser(user.uuid).flatMap((member) => {
        const team = indexes.teamByUuid(member.teamUuid);
        if (!team) return [];
        return [
          {
            team: {
              uuid: team.uuid,
              title: team.title,
              ...(team.photoUuid ? { photoUuid: team.photoUuid } : {}),
              typeCode: team.type,
            },
            member: toMember(member),
          },
        ];
      });
      return { list } satisfies TeamMembershipList;
    }),
  ),

  getGetTeamMemberMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuid, qrCodeUuid } = await readBody(request, GetTeamMemberBody);
      requireMembership(user.uuid, teamUuid);
      const member = indexes.memberByQrCode(qrCodeUuid);
      if (!member || member.teamUuid !== teamUuid) return apiError('team.notFound.error');
      return toMember(member) satisfies TeamMember;
    }),
  ),

  getUpdateTeamMemberMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuid, qrCodeUuid, jobPosition } = await readBody(request, UpdateTeamMemberBody);
      const { target } = requireRightOn(user.uuid, teamUuid, qrCodeUuid, 'editMember');
      const updated = await db.members.update((q) => q.where({ qrCodeUuid }), {
        data(draft) {
          if (jobPosition !== undefined) draft.jobPosition = jobPosition;
        },
      });
      return toMember(updated ?? target) satisfies TeamMember;
    }),
  ),

  getDeleteTeamMemberMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuid, qrCodeUuid } = await readBody(request, DeleteTeamMemberBody);
      const { target, self } = requireRightOn(user.uuid, teamUuid, qrCodeUuid, 'removeMember');
      removeMember(target);
      if (self) {
        await notify(user.uuid, 'team.member.left.personal', { teamUuid });
        await notifyManagers(teamUuid, 'team.member.left.manager', user.uuid, [user.uuid]);
      } else {
        await notify(target.userUuid, 'team.member.delete.personal', { teamUuid });
        await notifyManagers(teamUuid, 'team.member.delete.manager', target.userUuid, [user.uuid]);
      }
    }),
  ),

  getJoinTeamAsAdminMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { inviteUuid } = await readBody(request, JoinTeamAsAdminBody);
      const invite = findInvite(inviteUuid) ?? apiError('general.error', 404);
      if (invite.role !== 'ADMIN') return apiError('invalid.state.error');
      await acceptInvite(invite, user);
    }),
  ),

  getAddTeamAdminMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuid, adminPhone } = await readBody(request, AddTeamAdminBody);
      const { team } = requireRight(user.uuid, teamUuid, 'manageAdmins');
      const person = findUserByLogin({ phone: adminPhone }) ?? apiError('client.notActive.error');
      const membership = membershipOf(person.uuid, teamUuid);
      if (membership && membership.role !== 'MEMBER')
        return apiError('team.already.contains.client.error');
      if (membership) await setRole(membership, 'ADMIN');
      else await addMember(team, person.uuid, 'ADMIN');
    }),
  ),

  getDeleteTeamAdminMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuid, adminPhone } = await readBody(request, DeleteTeamAdminBody);
      requireRight(user.uuid, teamUuid, 'manageAdmins');
      const person = findUserByLogin({ phone: adminPhone });
      const membership = person ? membershipOf(person.uuid, teamUuid) : undefined;
      if (!person || membership?.role !== 'ADMIN') return apiError('phone.invalid.error');
      await setRole(membership, 'MEMBER');
      await notify(person.uuid, 'team.admin.delete.personal', { teamUuid });
      await notifyManagers(teamUuid, 'team.admin.delete.manager', person.uuid, [user.uuid]);
    }),
  ),

  getListTeamManagersMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuid } = await readBody(request, ListTeamManagersBody);
      requireMembership(user.uuid, teamUuid);
      const list = managersOf(teamUuid)
        .map((manager) => ({ manager, person: indexes.userByUuid(manager.userUuid) }))
        .sort(
          (a, b) =>
            ROLE_ORDER[a.manager.role] - ROLE_ORDER[b.manager.role] ||
            (a.person?.fullName ?? '').localeCompare(b.person?.fullName ?? ''),
        )
        .map(({ manager, person }) => ({
          ...(person?.phone ? { phone: person.phone } : {}),
          ...(person?.photo ? { photoUuid: person.photo } : {}),
          ...(person ? { firstName: person.firstName, lastName: person.lastName } : {}),
          role: manager.role,
        }));
      return { list } satisfies ManagerList;
    }),
  ),

  getListTeamClaimsMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuid, nextPage } = await readBody(request, ListTeamClaimsBody);
      requireRight(user.uuid, teamUuid, 'manageClaims');
      const claims = db.claims
        .findMany((q) => q.where({ teamUuid }))
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((claim) => ({ qrCodeUuid: claim.qrCodeUuid, ...personOf(claim.userUuid) }));
      return { list: nextPage ? listPage(claims, { nextPage }) : claims } satisfies ClaimList;
    }),
  ),

  getAcceptTeamClaimMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuid, qrCodeUuid } = await readBody(request, AcceptTeamClaimBody);
      const { team } = requireRight(user.uuid, teamUuid, 'manageClaims');
      const claim =
        db.claims.findFirst((q) => q.where({ teamUuid, qrCodeUuid })) ??
        apiError('team.notFound.error');
      db.claims.delete((q) => q.where({ teamUuid, qrCodeUuid }));
      // Joined meanwhile (an invite): the claim is moot, and says so.
      if (membershipOf(claim.userUuid, teamUuid))
        return apiError('team.already.contains.client.error');
      await addMember(team, claim.userUuid, 'MEMBER');
      await notify(claim.userUuid, 'team.accept', { teamUuid });
    }),
  ),

  // No session needed: the join link shows its team before sign-in. The invitee's phone stays out.
  getGetTeamInviteMockHandler(async ({ request }) => {
    const { inviteUuid } = await readBody(request, GetTeamInviteBody);
    const invite = findInvite(inviteUuid) ?? apiError('general.error', 404);
    const shown: Invite = toInvite(invite);
    delete shown.phone;
    return shown;
  }),
];
