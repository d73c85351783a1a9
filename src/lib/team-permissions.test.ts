import { describe, expect, it } from 'vitest';
import type { Role } from '@/api/generated/model/role';
import {
  can,
  canOnMember,
  inviteActionFor,
  MEMBER_ACTIONS,
  TEAM_ACTIONS,
  type MemberAction,
  type TeamAction,
} from './team-permissions';

const ROLES: Role[] = ['OWNER', 'ADMIN', 'MEMBER'];

/**
 * The matrix of src/features/teams/README.md, written out cell by cell: every role × every
 * action (mocks/handlers/team.test.ts checks that the mock refuses the same cells).
 */
const EXPECTED: Record<TeamAction, readonly Role[]> = {
  view: ['OWNER', 'ADMIN', 'MEMBER'],
  editTeam: ['OWNER', 'ADMIN'],
  manageClaims: ['OWNER', 'ADMIN'],
  inviteMembers: ['OWNER', 'ADMIN'],
  inviteAdmins: ['OWNER'],
  manageAdmins: ['OWNER'],
  verifyTeam: ['OWNER'],
  transferTeam: ['OWNER'],
  deleteTeam: ['OWNER'],
};

type Target = Role | 'self';
const EXPECTED_ON_MEMBER: Record<MemberAction, Record<Role, readonly Target[]>> = {
  editMember: {
    OWNER: ['self', 'ADMIN', 'MEMBER'],
    ADMIN: ['self', 'MEMBER'],
    MEMBER: ['self'],
  },
  removeMember: {
    OWNER: ['ADMIN', 'MEMBER'],
    ADMIN: ['self', 'MEMBER'],
    MEMBER: ['self'],
  },
};

describe('the teams permission matrix', () => {
  it('covers every action of the table', () => {
    expect([...TEAM_ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
    expect([...MEMBER_ACTIONS].sort()).toEqual(Object.keys(EXPECTED_ON_MEMBER).sort());
  });

  it.each(TEAM_ACTIONS.flatMap((action) => ROLES.map((role) => ({ action, role }))))(
    '$role: $action',
    ({ action, role }) => {
      expect(can(role, action)).toBe(EXPECTED[action].includes(role));
    },
  );

  it.each(TEAM_ACTIONS)('someone outside the team may not %s', (action) => {
    expect(can(undefined, action)).toBe(false);
  });

  const memberCases = MEMBER_ACTIONS.flatMap((action) =>
    ROLES.flatMap((role) =>
      (['self', ...ROLES] as Target[])
        // A team has one owner: the owner acting on "another owner" cannot happen.
        .filter((target) => !(role === 'OWNER' && target === 'OWNER'))
        .map((target) => ({ action, role, target })),
    ),
  );
  it.each(memberCases)('$role on $target: $action', ({ action, role, target }) => {
    const on = target === 'self' ? { role, self: true } : { role: target, self: false };
    expect(canOnMember(role, action, on)).toBe(EXPECTED_ON_MEMBER[action][role].includes(target));
  });

  it('an administrator invite needs the owner, a member invite a manager', () => {
    expect(inviteActionFor('ADMIN')).toBe('inviteAdmins');
    expect(inviteActionFor('MEMBER')).toBe('inviteMembers');
  });
});
