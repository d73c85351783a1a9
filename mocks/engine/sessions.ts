import { now } from '../clock';
import { db } from '../db/collections';
import { apiError, respondWithCookie } from '../handlers/respond';

/** The contract's session cookie (components.securitySchemes.session). */
export const SESSION_COOKIE = 'SESSION';
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type Cookies = Record<string, string>;
export type SessionRecord = NonNullable<ReturnType<typeof db.sessions.findFirst>>;

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_LIFETIME_MS / 1000}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}

/**
 * The session a story is signed in with (`storyHandlers({ signedInAs })`): Storybook's
 * browser cannot be given an HttpOnly cookie, so a story's requests carry its identity this
 * way. It wins over a cookie left by another story's sign-in. 'unclaimed' until the story's
 * first request; null for a signed-out story (or after logout).
 */
let storyClaim: Promise<string | null> | null = null;
let storyToken: string | null = null;

/** Before each story (.storybook/preview.tsx): the next story claims its own identity. */
export function resetStorySession(): void {
  storyClaim = null;
  storyToken = null;
}

/**
 * A story's first request signs it in as `userUuid`, or keeps it signed out (null); its
 * other requests, concurrent ones included, wait for that and share it.
 */
export async function claimStorySession(userUuid: string | null): Promise<void> {
  storyClaim ??= userUuid ? createSignedInSession(userUuid) : Promise.resolve(null);
  storyToken = await storyClaim;
}

/** The token a request is made with: the story's, else the cookie's. */
function tokenOf(cookies: Cookies): string | undefined {
  return storyToken ?? cookies[SESSION_COOKIE];
}

/**
 * A session signed in as `userUuid`, made directly in the store: tests and stories start signed
 * in without walking the code flow. Answers its token (the cookie's value).
 */
export async function createSignedInSession(userUuid: string): Promise<string> {
  const session = await db.sessions.create({
    token: crypto.randomUUID(),
    createdAt: now(),
    expiresAt: now() + SESSION_LIFETIME_MS,
    registrationStarts: 0,
    userUuid,
  });
  return session.token;
}

function findLive(token: string | undefined): SessionRecord | null {
  if (!token) return null;
  const session = db.sessions.findFirst((q) => q.where({ token }));
  return session && session.expiresAt > now() ? session : null;
}

/**
 * The session of this browser, created when missing: code flows start before anyone signs in.
 * `created` tells the handler to send the cookie.
 */
export async function ensureSession(
  cookies: Cookies,
): Promise<{ session: SessionRecord; created: boolean }> {
  const existing = findLive(tokenOf(cookies));
  if (existing) return { session: existing, created: false };
  const session = await db.sessions.create({
    token: crypto.randomUUID(),
    createdAt: now(),
    expiresAt: now() + SESSION_LIFETIME_MS,
    registrationStarts: 0,
  });
  return { session, created: true };
}

/** The live session named by the cookie, or null (no cookie, unknown, ended or expired). */
export function findSession(cookies: Cookies): SessionRecord | null {
  return findLive(tokenOf(cookies));
}

/**
 * The signed-in person. Without a cookie: no.session.error; with a cookie naming no live,
 * signed-in session (ended by logout, expired, never signed in): invalid.session.error.
 */
export function requireUser(cookies: Cookies) {
  const token = tokenOf(cookies);
  if (!token) return apiError('no.session.error');
  const session = findLive(token);
  const user = session?.userUuid
    ? db.users.findFirst((q) => q.where({ uuid: session.userUuid }))
    : undefined;
  if (!session || !user) return apiError('invalid.session.error');
  return { session, user };
}

/** Who a signed-in call is made by. */
export type SignedIn = ReturnType<typeof requireUser>;

/**
 * A resolver for a call that needs a signed-in person: the session errors are answered here
 * (see requireUser), and the resolver gets the person and their session.
 *
 * @example getListCardsMockHandler(signedIn(({ request }, { user }) => ...))
 */
export function signedIn<Info extends { cookies: Cookies }, Result>(
  resolve: (info: Info, who: SignedIn) => Result,
): (info: Info) => Result {
  return (info) => resolve(info, requireUser(info.cookies));
}

/** Signs the session in (a new token, so a token seen before sign-in is worth nothing after). */
export async function signIn(session: SessionRecord, userUuid: string): Promise<string> {
  const token = crypto.randomUUID();
  await db.sessions.update(session, {
    data(draft) {
      draft.token = token;
      draft.userUuid = userUuid;
      draft.expiresAt = now() + SESSION_LIFETIME_MS;
    },
  });
  return token;
}

export function endSession(session: SessionRecord): void {
  db.sessions.delete(session);
}

/** Answers `body`, sending the session cookie when this request created the session. */
export function withSessionCookie<T>(body: T, session: SessionRecord, created: boolean): T {
  if (created) respondWithCookie(body, sessionCookie(session.token));
  return body;
}
