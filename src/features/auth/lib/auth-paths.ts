import { isUuid } from '@/lib/address-params';
import { teamInvitePath } from '@/lib/team-invite-path';

/**
 * Where the sign-in, registration and restore screens live, and the two URL parameters that
 * travel through them: `returnTo` (the page the visitor asked for) and `teamInviteUuid`
 * (spec section 2: an invite link survives sign-in or registration).
 */
export const RETURN_TO_PARAM = 'returnTo';
export const INVITE_PARAM = 'teamInviteUuid';
/** Set by the session guard when a session ended mid-use, so sign-in can say why. */
export const REASON_PARAM = 'reason';
export const SESSION_EXPIRED_REASON = 'expired';

export const AUTH_PATHS = {
  signIn: '/auth/sign-in',
  register: '/auth/register',
  businessData: '/auth/register/business',
  restore: '/auth/restore',
} as const;
export const CABINET_PATH = '/cabinet';

/** The join link of an invite (shared with the teams area, which hands it on). */
export const invitePath = teamInvitePath;

/** Any C0 or C1 control character: tab and new line included, which URL parsing drops silently. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** Stands in for this app's origin while a value is resolved: only a path can stay on it. */
const APP_ORIGIN = 'https://app.invalid';

/**
 * A `returnTo` value we may navigate to: a path inside this app, normalised the way the
 * browser would read it (`/cabinet/../orders` is `/orders`), with its query and hash. Refused:
 * control characters (`/\t/evil.example` would become `//evil.example`), anything that
 * resolves to another origin (`//host`, `/\host`, `https://…`) or to a path beginning with
 * `//` (a navigation there leaves the origin, or throws), and the auth screens themselves
 * (that would loop). A refused value means the cabinet (destinationAfterAuth).
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || CONTROL_CHARACTER.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, APP_ORIGIN);
  } catch {
    return null;
  }
  const { origin, pathname, search, hash } = url;
  if (origin !== APP_ORIGIN || pathname.startsWith('//')) return null;
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return null;
  return `${pathname}${search}${hash}`;
}

function inviteFrom(search: URLSearchParams): string | null {
  const invite = search.get(INVITE_PARAM);
  return isUuid(invite) ? invite : null;
}

/** The invite this visit carries, from the auth page's own query or from inside `returnTo`. */
export function inviteUuidOf(search: URLSearchParams): string | null {
  const direct = inviteFrom(search);
  if (direct) return direct;
  const returnTo = safeReturnTo(search.get(RETURN_TO_PARAM));
  return returnTo ? inviteFrom(new URL(returnTo, 'http://app.invalid').searchParams) : null;
}

/** Only the parameters that must survive moving between sign-in, registration and restore. */
export function carriedParams(search: URLSearchParams): URLSearchParams {
  const carried = new URLSearchParams();
  const returnTo = safeReturnTo(search.get(RETURN_TO_PARAM));
  if (returnTo) carried.set(RETURN_TO_PARAM, returnTo);
  const invite = inviteFrom(search);
  if (invite) carried.set(INVITE_PARAM, invite);
  return carried;
}

/** A link to another auth screen that keeps `returnTo` and `teamInviteUuid`. */
export function authLink(
  path: string,
  search: URLSearchParams,
  extra: Record<string, string> = {},
): string {
  const params = carriedParams(search);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Sign-in for a visitor who asked for `returnTo` (a router path with its query). */
export function signInLink(returnTo: string, reason?: typeof SESSION_EXPIRED_REASON): string {
  const params = new URLSearchParams();
  const safe = safeReturnTo(returnTo);
  if (safe && safe !== CABINET_PATH) params.set(RETURN_TO_PARAM, safe);
  if (reason) params.set(REASON_PARAM, reason);
  const query = params.toString();
  return query ? `${AUTH_PATHS.signIn}?${query}` : AUTH_PATHS.signIn;
}

/** Where a person goes once signed in or registered: the invite first, then the page asked for. */
export function destinationAfterAuth(search: URLSearchParams): string {
  const invite = inviteUuidOf(search);
  if (invite) return invitePath(invite);
  return safeReturnTo(search.get(RETURN_TO_PARAM)) ?? CABINET_PATH;
}
