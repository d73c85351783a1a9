import type { TeamList, TeamMemberList } from '../../src/api/generated/model';
import { ListTeamMembersBody, ListTeamsBody } from '../../src/api/generated/zod/team/team.zod';
import {
  getDownloadTeamPhotoMockHandler,
  getListTeamMembersMockHandler,
  getListTeamsMockHandler,
} from '../generated/team/team.msw';
import { indexes, memoBy } from '../db/indexes';
import { listPage } from '../db/query';
import { signedIn } from '../engine/sessions';
import { requireMembership, teamsOf } from '../engine/teams';
import { photoResponse } from './photos';
import { readBody } from './respond';

const ROLE_ORDER = { OWNER: 0, ADMIN: 1, MEMBER: 2 } as const;

/** A team's members as team/member/list shows them: owner, admins, then everyone by name. */
const membersOfTeam = memoBy(['members', 'users'], (teamUuid: string) =>
  indexes
    .membersOfTeam(teamUuid)
    .map((member) => {
      const person = indexes.userByUuid(member.userUuid);
      return {
        qrCodeUuid: member.qrCodeUuid,
        firstName: person?.firstName ?? '',
        lastName: person?.lastName ?? '',
        fullName: person?.fullName ?? '',
        ...(person?.photo ? { photoUuid: person.photo } : {}),
        ...(member.jobPosition ? { jobPosition: member.jobPosition } : {}),
        role: member.role,
      };
    })
    .sort(
      (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.fullName.localeCompare(b.fullName),
    ),
);

/** Teams, their members and photos. The rest of the tag comes with the teams area. */
export const teamHandlers = [
  getListTeamsMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { nextPage } = await readBody(request, ListTeamsBody);
      const teams = teamsOf(user.uuid);
      return { list: nextPage ? listPage(teams, { nextPage }) : teams } satisfies TeamList;
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

  getDownloadTeamPhotoMockHandler(({ params }) => photoResponse(params.uuid)),
];
