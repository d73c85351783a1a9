// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Role } from '../../src/api/generated/model';
import type { MemberAction, TeamAction } from '../../src/lib/team-permissions';
import { DEMO, memberIds } from '../db/demo-ids';
import { setupMockBackend, signedInClient, type Client } from '../test-utils';

// Who may do what in a team, call by call (the calls' own effects: team.test.ts).
setupMockBackend();

/** Cafe Pushkin's people by role: Anna owns it, members 1 and 2 administer it. */
const PEOPLE: Record<Role, string> = {
  OWNER: DEMO.anna,
  ADMIN: memberIds(1).user,
  MEMBER: memberIds(3).user,
};
/** Someone in no team of Anna's: Maria owns Coffee Point. */
const OUTSIDER = DEMO.maria;
/** A valid Kazakh BIN (src/lib/inn.ts). */
const BIN = '123456789013';
const FIRST_PAGE = { nextPage: { page: 0, count: 30 } };

/**
 * The permission matrix as the mock enforces it, written out here on its own (not read from
 * src/lib/team-permissions.ts), so a change to either side fails this test.
 */
const TEAM_MATRIX: Record<TeamAction, Record<Role, boolean>> = {
  view: { OWNER: true, ADMIN: true, MEMBER: true },
  editTeam: { OWNER: true, ADMIN: true, MEMBER: false },
  manageClaims: { OWNER: true, ADMIN: true, MEMBER: false },
  inviteMembers: { OWNER: true, ADMIN: true, MEMBER: false },
  inviteAdmins: { OWNER: true, ADMIN: false, MEMBER: false },
  manageAdmins: { OWNER: true, ADMIN: false, MEMBER: false },
  verifyTeam: { OWNER: true, ADMIN: false, MEMBER: false },
  transferTeam: { OWNER: true, ADMIN: false, MEMBER: false },
  deleteTeam: { OWNER: true, ADMIN: false, MEMBER: false },
};

/** One call per team-wide action, on Cafe Pushkin. */
const TEAM_CALLS: Record<TeamAction, (client: Client) => ReturnType<Client['call']>> = {
  view: (client) => client.call('team/member/list', { teamUuid: DEMO.team, ...FIRST_PAGE }),
  editTeam: (client) => client.call('team/update', { uuid: DEMO.team, title: 'Pushkin' }),
  manageClaims: (client) => client.call('team/claim/list', { teamUuid: DEMO.team }),
  inviteMembers: (client) =>
    client.call('invite/send/member', { teamUuid: DEMO.team, phone: '+77000000077' }),
  inviteAdmins: (client) =>
    client.call('invite/send/admin', { teamUuid: DEMO.team, phone: '+77000000078' }),
  manageAdmins: (client) =>
    client.call('team/admin/add', { teamUuid: DEMO.team, adminPhone: memberIds(10).phone }),
  verifyTeam: (client) =>
    client.call('team/verify', { uuid: DEMO.team, address: 'Almaty, Abay ave 2', inn: BIN }),
  transferTeam: (client) =>
    client.call('team/owner/transfer', {
      teamUuid: DEMO.team,
      newOwnerPhone: memberIds(10).phone,
    }),
  deleteTeam: (client) => client.call('team/delete', { uuid: DEMO.team }),
};

const ROLES: Role[] = ['OWNER', 'ADMIN', 'MEMBER'];

describe('the permission matrix, team-wide actions', () => {
  const cases = Object.entries(TEAM_MATRIX).flatMap(([action, byRole]) =>
    ROLES.map((role) => ({ action: action as TeamAction, role, allowed: byRole[role] })),
  );

  it.each(cases)('$role: $action allowed is $allowed', async ({ action, role, allowed }) => {
    const client = await signedInClient(PEOPLE[role]);
    const { status, body } = await TEAM_CALLS[action](client);
    if (allowed) expect(status, JSON.stringify(body)).toBe(200);
    else
      expect({ status, body }).toEqual({
        status: 400,
        body: { code: 'modification.irrelevant.data.error' },
      });
  });

  it.each(Object.keys(TEAM_CALLS) as TeamAction[])(
    'someone outside the team: %s answers team.notFound.error',
    async (action) => {
      const { status, body } = await TEAM_CALLS[action](await signedInClient(OUTSIDER));
      expect({ status, body }).toEqual({ status: 404, body: { code: 'team.notFound.error' } });
    },
  );
});

/** Who acts on whom: the actor's role, the target's role (or the actor themself). */
type Target = Role | 'self';
const MEMBER_MATRIX: Record<MemberAction, Record<Role, Record<Target, boolean>>> = {
  editMember: {
    OWNER: { self: true, OWNER: true, ADMIN: true, MEMBER: true },
    ADMIN: { self: true, OWNER: false, ADMIN: false, MEMBER: true },
    MEMBER: { self: true, OWNER: false, ADMIN: false, MEMBER: false },
  },
  removeMember: {
    OWNER: { self: false, OWNER: false, ADMIN: true, MEMBER: true },
    ADMIN: { self: true, OWNER: false, ADMIN: false, MEMBER: true },
    MEMBER: { self: true, OWNER: false, ADMIN: false, MEMBER: false },
  },
};

/** Team QR codes of Cafe Pushkin's people (Anna's membership code, members by number). */
const QR: Record<Role, string> & { ADMIN2: string; MEMBER2: string } = {
  OWNER: `a2${DEMO.annaQrCode.slice(2)}`,
  ADMIN: memberIds(1).qrCode,
  MEMBER: memberIds(3).qrCode,
  ADMIN2: memberIds(2).qrCode,
  MEMBER2: memberIds(4).qrCode,
};

function targetCode(actor: Role, target: Target): string {
  if (target === 'self') return QR[actor];
  // Someone else with the target's role (the owner is one person: acting on them is not self).
  if (target === actor) return target === 'ADMIN' ? QR.ADMIN2 : QR.MEMBER2;
  return QR[target];
}

describe('the permission matrix, actions on a member', () => {
  const cases = Object.entries(MEMBER_MATRIX).flatMap(([action, byRole]) =>
    Object.entries(byRole).flatMap(([role, byTarget]) =>
      Object.entries(byTarget)
        // The owner acting on "another owner" is not a case: a team has one owner.
        .filter(([target]) => !(role === 'OWNER' && target === 'OWNER'))
        .map(([target, allowed]) => ({
          action: action as MemberAction,
          role: role as Role,
          target: target as Target,
          allowed,
        })),
    ),
  );

  it.each(cases)(
    '$role on $target: $action allowed is $allowed',
    async ({ action, role, target, allowed }) => {
      const client = await signedInClient(PEOPLE[role]);
      const member = { teamUuid: DEMO.team, qrCodeUuid: targetCode(role, target) };
      const { status, body } =
        action === 'editMember'
          ? await client.call('team/member/update', { ...member, jobPosition: 'cook' })
          : await client.call('team/member/delete', member);
      if (allowed) expect(status, JSON.stringify(body)).toBe(200);
      else expect(body).toEqual({ code: 'modification.irrelevant.data.error' });
    },
  );
});
