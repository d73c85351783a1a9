/*
 * Every address of the signed-in areas (`/cabinet/...`, `/orders/...`), built here and only
 * here. Areas may not import each other, yet they link to each other (a notification leads to
 * an operation, a QR code to its team): each builds the other's address with these functions,
 * so a path changes in one place. src/app/private/areas.tsx mounts each area at its root
 * (`areaPath`); the area's own routes (useRoutes) match the sub-paths built below.
 *
 * Ids are URI-encoded as path segments (a uuid stays as it is; an order id may hold anything).
 */

const segment = encodeURIComponent;

const CABINET = '/cabinet';
const ORDERS = '/orders';

/** An area root as src/app/private/areas.tsx takes it: no leading slash (`cabinet/profile`). */
export const areaPath = (root: string): string => root.slice(1);

/** The cabinet's home: the balance and a link to each area. */
export const CABINET_PATH = CABINET;

/** Operations history; filters travel in the query (operations' history-filter.ts). */
export const OPERATIONS_PATH = `${CABINET}/operations`;

/** One operation; `team` when it was opened from that team's history. */
export function operationPath(operationUuid: string, team?: string | null): string {
  return `${OPERATIONS_PATH}/${segment(operationUuid)}${team ? `?team=${team}` : ''}`;
}

export const STATISTICS_PATH = `${CABINET}/statistics`;

/** What guests say: ratings, tags and comments (`?team=`, `?period=`, `?stars=`, `?comment=`). */
export const REVIEWS_PATH = `${CABINET}/reviews`;

export const QR_CODES_PATH = `${CABINET}/qr-codes`;
export const NEW_QR_CODE_PATH = `${QR_CODES_PATH}/new`;

export function qrCodePath(qrCodeUuid: string): string {
  return `${QR_CODES_PATH}/${segment(qrCodeUuid)}`;
}

export function editQrCodePath(qrCodeUuid: string): string {
  return `${qrCodePath(qrCodeUuid)}/edit`;
}

export const TEAMS_PATH = `${CABINET}/teams`;
export const NEW_TEAM_PATH = `${TEAMS_PATH}/new`;
/** Invites the person received (an area of its own, drawn by the teams feature). */
export const RECEIVED_INVITES_PATH = `${CABINET}/invites`;

export type TeamSection = 'admins' | 'claims' | 'invites' | 'settings';

/** A team's page (its members), or one of its sections. */
export function teamPath(teamUuid: string, section?: TeamSection): string {
  const team = `${TEAMS_PATH}/${segment(teamUuid)}`;
  return section ? `${team}/${section}` : team;
}

export function memberPath(teamUuid: string, qrCodeUuid: string): string {
  return `${teamPath(teamUuid)}/members/${segment(qrCodeUuid)}`;
}

/** The cards screen; the gateway sends the browser back here with `?orderId=` of a binding. */
export const CARDS_PATH = `${CABINET}/cards`;

export const NOTIFICATIONS_PATH = `${CABINET}/notifications`;

export const PROFILE_PATH = `${CABINET}/profile`;

/** The profile's screens of one change each. */
export const PROFILE_PATHS = {
  name: `${PROFILE_PATH}/name`,
  phone: `${PROFILE_PATH}/phone`,
  email: `${PROFILE_PATH}/email`,
  password: `${PROFILE_PATH}/password`,
  delete: `${PROFILE_PATH}/delete`,
} as const;

/** The organisations of the order-to-order area. */
export const ORDERS_PATH = ORDERS;

export function organizationPath(organizationUuid: string): string {
  return `${ORDERS}/${segment(organizationUuid)}`;
}

export function orderPath(organizationUuid: string, orderId: string): string {
  return `${organizationPath(organizationUuid)}/${segment(orderId)}`;
}

/**
 * Where an invite link opens (/auth/invite/:inviteUuid): the auth area shows it, the teams area
 * shares it. Its uuid is the teamInviteUuid that survives sign-in and registration (spec section 2).
 */
export function teamInvitePath(inviteUuid: string): string {
  return `/auth/invite/${inviteUuid}`;
}

/** Where a deleted account's visitor lands (the auth area's goodbye screen, outside the guard). */
export const GOODBYE_PATH = '/auth/goodbye';
