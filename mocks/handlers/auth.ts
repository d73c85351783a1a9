import type { ClientResponse, OtpChallenge } from '../../src/api/generated/model';
import { FinishAuthBody, StartAuthBody } from '../../src/api/generated/zod/auth/auth.zod';
import {
  getFinishAuthMockHandler,
  getLogoutMockHandler,
  getResendAuthCodeMockHandler,
  getStartAuthMockHandler,
} from '../generated/auth/auth.msw';
import {
  assertNotBlocked,
  blockedError,
  endFlow,
  resendCode,
  startFlow,
  verifyCode,
} from '../engine/one-time-codes';
import { findUserByLogin, toClient } from '../engine/people';
import {
  clearedSessionCookie,
  endSession,
  ensureSession,
  findSession,
  signedIn,
  sessionCookie,
  signIn,
  withSessionCookie,
} from '../engine/sessions';
import { now } from '../clock';
import { db } from '../db/collections';
import { apiError, readBody, respondWithCookie } from './respond';

export const authHandlers = [
  /** Login and password first; a code follows (mocks/README.md, "One-time codes"). */
  getStartAuthMockHandler(async ({ request, cookies }) => {
    // Any malformed password is simply a wrong one: sign-in never explains password rules.
    const body = await readBody(request, StartAuthBody, { password: 'bad.credentials.error' });
    const user = findUserByLogin(body);
    if (!user || !body.password || user.password !== body.password)
      return apiError('bad.credentials.error');
    if ((user.blockedUntil ?? 0) > now()) return blockedError(user.blockedUntil!);
    [user.phone, user.email].forEach((login) => login && assertNotBlocked(login));
    const { session, created } = await ensureSession(cookies);
    const challenge = await startFlow(session, 'auth', (body.phone ?? body.email)!, {
      userUuid: user.uuid,
    });
    return withSessionCookie(challenge satisfies OtpChallenge, session, created);
  }),

  getResendAuthCodeMockHandler(async ({ cookies }) => {
    return (await resendCode(findSession(cookies), 'auth')) satisfies OtpChallenge;
  }),

  getFinishAuthMockHandler(async ({ request, cookies }) => {
    const { otp } = await readBody(request, FinishAuthBody);
    const session = findSession(cookies);
    const flow = await verifyCode(session, 'auth', otp).catch(async (error: unknown) => {
      // The last wrong code blocks the account itself, whichever login it signs in with.
      if (error instanceof Response && error.status === 403 && session) {
        const pending = db.oneTimeCodes.findFirst((q) =>
          q.where({ sessionToken: session.token, flow: 'auth' }),
        );
        const userUuid = pending?.payload.userUuid as string | undefined;
        if (userUuid) {
          await db.users.update((q) => q.where({ uuid: userUuid }), {
            data: (draft) => void (draft.blockedUntil = pending!.blockedUntil),
          });
        }
      }
      throw error;
    });
    const user =
      db.users.findFirst((q) => q.where({ uuid: flow.payload.userUuid as string })) ??
      apiError('invalid.state.error');
    endFlow(flow);
    const token = await signIn(session!, user.uuid);
    return respondWithCookie(
      { client: toClient(user) } satisfies ClientResponse,
      sessionCookie(token),
    );
  }),

  getLogoutMockHandler(
    signedIn((_info, { session }) => {
      endSession(session);
      return respondWithCookie(undefined, clearedSessionCookie());
    }),
  ),
];
