import type { PhotoUploaded, Team, TeamList, TeamTypeList } from '../../src/api/generated/model';
import { TeamTypeCode } from '../../src/api/generated/model';
import {
  AddTeamBody,
  DeleteTeamBody,
  DeleteTeamPhotoBody,
  ListTeamsBody,
  TransferTeamOwnerBody,
  UpdateTeamBody,
  VerifyTeamBody,
} from '../../src/api/generated/zod/team/team.zod';
import { getQrCodeResponseTitleMax } from '../../src/api/generated/zod/qr-code/qr-code.zod';
import { innProblem } from '../../src/lib/inn';
import {
  getAddTeamMockHandler,
  getDeleteTeamMockHandler,
  getDeleteTeamPhotoMockHandler,
  getDownloadTeamPhotoMockHandler,
  getListTeamsMockHandler,
  getListTeamTypesMockHandler,
  getTransferTeamOwnerMockHandler,
  getUpdateTeamMockHandler,
  getUploadTeamPhotoMockHandler,
  getVerifyTeamMockHandler,
} from '../generated/team/team.msw';
import { now } from '../clock';
import { db } from '../db/collections';
import { indexes } from '../db/indexes';
import { listPage } from '../db/query';
import { DEFAULT_AMOUNTS, DEFAULT_LIMITS } from '../db/seed/rows';
import { findUserByLogin } from '../engine/people';
import { signedIn } from '../engine/sessions';
import {
  addMember,
  membershipOf,
  removeMember,
  requireRight,
  setRole,
  teamsOf,
  toTeam,
} from '../engine/teams';
import { photoResponse, storeUploadedPhoto } from './photos';
import { apiError, readBody } from './respond';

/** Internal-only types are hidden, so the picker's filter has something to filter. */
const HIDDEN_TYPES = new Set<string>(['w2d', 'marketplace']);
const typeTitle = (code: string) =>
  code.charAt(0).toUpperCase() + code.slice(1).replaceAll('_', ' ');

/** An INN the server refuses as the browser does (src/lib/inn.ts). */
function checkInn(inn: string | undefined): void {
  if (inn !== undefined && innProblem(inn))
    apiError('field.invalid.format.error', 400, { field: 'inn' });
}

function requireTeam(uuid: string) {
  return indexes.teamByUuid(uuid) ?? apiError('team.notFound.error');
}

/**
 * Teams, their types and photos (spec sections 3 and 4), with the permission matrix of
 * src/lib/team-permissions.ts enforced on every call. A team's people are in team-members.ts.
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
];
