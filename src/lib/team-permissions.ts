import type { Role } from '@/api/generated/model/role';

/*
 * The permission matrix of teams (src/features/teams/README.md has it as a table): what each
 * role in a team may do. The teams screens show only what the role allows, and the mock
 * backend refuses the rest with the same table (mocks/engine/teams.ts), so the two never
 * disagree. Someone outside the team may do nothing: for them the team does not exist.
 */

const EVERYONE: readonly Role[] = ['OWNER', 'ADMIN', 'MEMBER'];
const MANAGERS: readonly Role[] = ['OWNER', 'ADMIN'];
const OWNER: readonly Role[] = ['OWNER'];

/** Team-wide actions and the roles that may take them, with the calls each covers. */
export const TEAM_PERMISSIONS = {
  /** team/list's row, team/member/list, team/member/get, team/manager/list, limits/get. */
  view: EVERYONE,
  /** team/update, team/photo/upload, team/photo/delete. */
  editTeam: MANAGERS,
  /** team/claim/list, team/claim/accept. */
  manageClaims: MANAGERS,
  /** invite/list/push of the team, invite/send/member, invite/add and cancelling a MEMBER invite. */
  inviteMembers: MANAGERS,
  /** invite/send/admin, invite/add and cancelling an ADMIN invite. */
  inviteAdmins: OWNER,
  /** team/admin/add, team/admin/delete. */
  manageAdmins: OWNER,
  /** team/verify. */
  verifyTeam: OWNER,
  /** team/owner/transfer. */
  transferTeam: OWNER,
  /** team/delete. */
  deleteTeam: OWNER,
} as const satisfies Record<string, readonly Role[]>;

export type TeamAction = keyof typeof TEAM_PERMISSIONS;
export const TEAM_ACTIONS = Object.keys(TEAM_PERMISSIONS) as TeamAction[];

/** Whether someone with `role` in a team (undefined: not in it) may take `action`. */
export function can(role: Role | undefined, action: TeamAction): boolean {
  return role !== undefined && TEAM_PERMISSIONS[action].includes(role);
}

/** Actions on one member: changing their record (job position), removing them. */
export type MemberAction = 'editMember' | 'removeMember';
export const MEMBER_ACTIONS: readonly MemberAction[] = ['editMember', 'removeMember'];

/** The member acted on: their role, and whether they are the one acting. */
export interface MemberTarget {
  role: Role;
  self: boolean;
}

/**
 * team/member/update and team/member/delete. Anyone may change their own record; the owner
 * anyone's, an administrator a member's. Removing oneself is leaving the team, which anyone
 * but the owner may do (the owner hands the team over first); the owner removes anyone else,
 * an administrator members only.
 */
export function canOnMember(
  role: Role | undefined,
  action: MemberAction,
  target: MemberTarget,
): boolean {
  if (role === undefined) return false;
  if (action === 'removeMember' && target.self) return role !== 'OWNER';
  if (action === 'editMember' && target.self) return true;
  if (role === 'OWNER') return true;
  return role === 'ADMIN' && target.role === 'MEMBER';
}

/** Which role an invite of `role` needs: inviting an administrator is the owner's. */
export function inviteActionFor(role: Role): TeamAction {
  return role === 'MEMBER' ? 'inviteMembers' : 'inviteAdmins';
}
