import type {
  ClaimList,
  Invite,
  ManagerList,
  PhotoUploaded,
  Team,
  TeamList,
  TeamMember,
  TeamMemberList,
  TeamMembershipList,
  TeamTypeList,
} from '../../src/api/generated/model';
import { TeamTypeCode } from '../../src/api/generated/model';
import {
  AcceptTeamClaimBody,
  AddTeamAdminBody,
  AddTeamBody,
  DeleteTeamAdminBody,
  DeleteTeamBody,
  DeleteTeamMemberBody,
  DeleteTeamPhotoBody,
  GetTeamInviteBody,
  GetTeamMemberBody,
  JoinTeamAsAdminBody,
  ListTeamClaimsBody,
  ListTeamManagersBody,
  ListTeamMembersBody,
  ListTeamsBody,
  TransferTeamOwnerBody,
  UpdateTeamBody,
  UpdateTeamMemberBody,
  VerifyTeamBody,
} from '../../src/api/generated/zod/team/team.zod';
import { getQrCodeResponseTitleMax } from '../../src/api/generated/zod/qr-code/qr-code.zod';
import { innProblem } from '../../src/lib/inn';
import {
  getAcceptTeamClaimMockHandler,
  getAddTeamAdminMockHandler,
  getAddTeamMockHandler,
  getDeleteTeamAdminMockHandler,
  getDeleteTeamMemberMockHandler,
  getDeleteTeamMockHandler,
  getDeleteTeamPhotoMockHandler,
  getDownloadTeamPhotoMockHandler,
  getGetTeamInviteMockHandler,
  getGetTeamMemberMockHandler,
  getJoinTeamAsAdminMockHandler,
  getListTeamClaimsMockHandler,
  getListTeamManagersMockHandler,
  getListTeamMemberInfosMockHandler,
  getListTeamMembersMockHandler,
  getListTeamsMockHandler,
  getListTeamTypesMockHandler,
  getTransferTeamOwnerMockHandler,
  getUpdateTeamMemberMockHandler,
  getUpdateTeamMockHandler,
  getUploadTeamPhotoMockHandler,
  getVerifyTeamMockHandler,
} from '../generated/team/team.msw';
import { now } from '../clock';
import { db } from '../db/collections';
import { indexes, memoBy } from '../db/indexes';
import { listPage } from '../db/query';
import { DEFAULT_AMOUNTS, DEFAULT_LIMITS } from '../db/seed/rows';
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
  teamsOf,
  toMember,
  toTeam,
} from '../engine/teams';
import { photoResponse, storeUploadedPhoto } from './photos';
import { apiError, readBody } from './respond';

const ROLE_ORDER = { OWNER: 0, ADMIN: 1, MEMBER: 2 } as const;

/** Internal-only types are hidden, so the picker's filter has something to filter. */
const HIDDEN_TYPES = new Set<string>(['w2d', 'marketplace']);
const typeTitle = (code: string) =>
  code.charAt(0).toUpperCase() + code.slice(1).replaceAll('_', ' ');

/** A team's members as team/member/list shows them: owner, admins, then everyone by name. */
const membersOfTeam = memoBy(['members', 'users'], (teamUuid: string) =>
  indexes
    .membersOfTeam(teamUuid)
    .map(toMember)
    .sort(
      (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.fullName.localeCompare(b.fullName),
    ),
);

/** An INN the server refuses as the browser does (src/lib/inn.ts). */
function checkInn(inn: string | undefined): void {
  if (inn !== undefined && innProblem(inn))
    apiError('field.invalid.format.error', 400, { field: 'inn' });
}

function requireTeam(uuid: string) {
  return indexes.teamByUuid(uuid) ?? apiError('team.notFound.error');
}

/**
 * Teams, their members, administrators, join claims and photos (spec sections 3, 4 and 7),
 * with the permission matrix of src/lib/team-permissions.ts enforced on every call.
 */
export const teamHandlers = [
  getListTeamTypesMockHandler(
    () =>
      ({
        list: Object.values(TeamTypeCode).map((code) => ({
          code,
          title: typeTitle(code),
          hidden: HIDDEN_TYPES.has(code),
        })),
      }) satisfies TeamTypeList,
  ),

  getListTeamsMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { nextPage } = await readBody(request, ListTeamsBody);
      const teams = teamsOf(user.uuid);
      return { list: nextPage ? listPage(teams, { nextPage }) : teams } satisfies TeamList;
    }),
  ),

  getAddTeamMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { title, type, address, inn } = await readBody(request, AddTeamBody);
      checkInn(inn);
      const uuid = crypto.randomUUID();
      const qrCodeUuid = crypto.randomUUID();
      const createdDate = new Date(now()).toISOString();
      await db.qrCodes.create({
        uuid: qrCodeUuid,
        ownerUuid: user.uuid,
        teamUuid: uuid,
        title: title.slice(0, getQrCodeResponseTitleMax),
        purposeCode: 'tips',
        limits: DEFAULT_LIMITS,
        amounts: DEFAULT_AMOUNTS,
        defaultAmounts: [5],
        createdDate,
      });
      const team = await db.teams.create({
        uuid,
        title,
        type,
        ...(address ? { address } : {}),
        ...(inn ? { inn } : {}),
        ownerUuid: user.uuid,
        verified: false,
        qrCodeUuid,
        limits: DEFAULT_LIMITS,
        amounts: DEFAULT_AMOUNTS,
        defaultAmounts: [5],
      });
      await addMember(team, user.uuid, 'OWNER');
      return toTeam(team, user.uuid) satisfies Team;
    }),
  ),

  getUpdateTeamMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { uuid, ...changes } = await readBody(request, UpdateTeamBody);
      requireRight(user.uuid, uuid, 'editTeam');
      checkInn(changes.inn);
      const updated = await db.teams.update((q) => q.where({ uuid }), {
        data(draft) {
          if (changes.title !== undefined) draft.title = changes.title;
          if (changes.type !== undefined) draft.type = changes.type;
          if (changes.address !== undefined) draft.address = changes.address;
          if (changes.inn !== undefined) draft.inn = changes.inn;
        },
      });
      return toTeam(updated ?? requireTeam(uuid), user.uuid) satisfies Team;
    }),
  ),

  getDeleteTeamMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { uuid } = await readBody(request, DeleteTeamBody);
      const { team } = requireRight(user.uuid, uuid, 'deleteTeam');
      for (const member of [...indexes.membersOfTeam(uuid)]) removeMember(member);
      db.qrCodes.delete((q) => q.where({ uuid: team.qrCodeUuid }));
      db.claims.deleteMany((q) => q.where({ teamUuid: uuid }));
      db.invites.deleteMany((q) => q.where({ teamUuid: uuid }));
      db.teams.delete((q) => q.where({ uuid }));
    }),
  ),

  getVerifyTeamMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { uuid, address, inn } = await readBody(request, VerifyTeamBody);
      requireRight(user.uuid, uuid, 'verifyTeam');
      checkInn(inn);
      const verified = await db.teams.update((q) => q.where({ uuid }), {
        data(draft) {
          draft.address = address;
          draft.inn = inn;
          draft.verified = true;
        },
      });
      // Spec section 4: a verified team makes its owner a business user.
      await db.users.update((q) => q.where({ uuid: user.uuid }), {
        data(draft) {
          draft.business = true;
          draft.profileType = 'BUSINESS';
        },
      });
      return toTeam(verified ?? requireTeam(uuid), user.uuid) satisfies Team;
    }),
  ),

  getTransferTeamOwnerMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuid, newOwnerPhone } = await readBody(request, TransferTeamOwnerBody);
      const { membership } = requireRight(user.uuid, teamUuid, 'transferTeam');
      const person = findUserByLogin({ phone: newOwnerPhone });
      const heir = person ? membershipOf(person.uuid, teamUuid) : undefined;
      if (!person || !heir) return apiError('client.notActive.error');
      if (heir.userUuid === user.uuid)
        return apiError('field.invalid.format.error', 400, { field: 'newOwnerPhone' });
      await setRole(heir, 'OWNER');
      await setRole(membership, 'ADMIN');
      await db.teams.update((q) => q.where({ uuid: teamUuid }), {
        data(draft) {
          draft.ownerUuid = person.uuid;
        },
      });
    }),
  ),

  getListTeamMembersMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuid, nextPage, filter } = await readBody(request, ListTeamMembersBody);
      requireMembership(user.uuid, teamUuid);
      const needle = filter?.trim().toLocaleLowerCase();
      const list = listPage(membersOfTeam(teamUuid), {
        ...(needle
          ? { where: (member) => member.fullName.toLocaleLowerCase().includes(needle) }
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
        await notifyManagers(teamUuid, 'team.member.left.manager', [user.uuid]);
      } else {
        await notify(target.userUuid, 'team.member.delete.personal', { teamUuid });
        await notifyManagers(teamUuid, 'team.member.delete.manager', [user.uuid]);
      }
    }),
  ),

  getUploadTeamPhotoMockHandler(
    signedIn(async ({ request }, { user }) => {
      const teamUuid = new URL(request.url).searchParams.get('teamUuid') ?? '';
      requireRight(user.uuid, teamUuid, 'editTeam');
      const photoUuid = await storeUploadedPhoto(request);
      await db.teams.update((q) => q.where({ uuid: teamUuid }), {
        data(draft) {
          draft.photoUuid = photoUuid;
        },
      });
      return { photoUuid } satisfies PhotoUploaded;
    }),
  ),

  getDeleteTeamPhotoMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuid } = await readBody(request, DeleteTeamPhotoBody);
      const { team } = requireRight(user.uuid, teamUuid, 'editTeam');
      if (team.photoUuid) db.photos.delete((q) => q.where({ uuid: team.photoUuid! }));
      await db.teams.update((q) => q.where({ uuid: teamUuid }), {
        data(draft) {
          delete draft.photoUuid;
        },
      });
    }),
  ),

  getDownloadTeamPhotoMockHandler(({ params }) => photoResponse(params.uuid)),

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
      await notifyManagers(teamUuid, 'team.admin.delete.manager', [user.uuid]);
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
