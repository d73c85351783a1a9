import type { OtpChallenge } from '../../src/api/generated/model';
import {
  CheckAccessRestoreCodeBody,
  FinishAccessRestoreBody,
  StartAccessRestoreBody,
} from '../../src/api/generated/zod/access-restore/access-restore.zod';
import {
  getCheckAccessRestoreCodeMockHandler,
  getFinishAccessRestoreMockHandler,
  getResendAccessRestoreCodeMockHandler,
  getStartAccessRestoreMockHandler,
} from '../generated/access-restore/access-restore.msw';
import { now } from '../clock';
import { db } from '../db/collections';
import {
  blockedError,
  endFlow,
  requireVerified,
  resendCode,
  startFlow,
  verifyCode,
} from '../engine/one-time-codes';
import { findUserByLogin, passwordFollowsRule } from '../engine/people';
import { ensureSession, findSession, withSessionCookie } from '../engine/sessions';
import { apiError, readBody } from './respond';

export const accessRestoreHandlers = [
  getStartAccessRestoreMockHandler(async ({ request, cookies }) => {
    const login = await readBody(request, StartAccessRestoreBody);
    const user = findUserByLogin(login);
    // The contract words an unknown login as an invalid one.
    if (!user) return apiError(login.phone ? 'phone.invalid.error' : 'email.invalid.error');
    if ((user.blockedUntil ?? 0) > now()) return blockedError(user.blockedUntil!);
    const { session, created } = await ensureSession(cookies);
    const challenge = await startFlow(session, 'restore', (login.phone ?? login.email)!, {
      userUuid: user.uuid,
    });
    return withSessionCookie(challenge satisfies OtpChallenge, session, created);
  }),

  getResendAccessRestoreCodeMockHandler(async ({ cookies }) => {
    return (await resendCode(findSession(cookies), 'restore')) satisfies OtpChallenge;
  }),

  getCheckAccessRestoreCodeMockHandler(async ({ request, cookies }) => {
    const { otp } = await readBody(request, CheckAccessRestoreCodeBody);
    await verifyCode(findSession(cookies), 'restore', otp);
  }),

  getFinishAccessRestoreMockHandler(async ({ request, cookies }) => {
    const { password } = await readBody(request, FinishAccessRestoreBody, {
      password: 'password.invalid.error',
    });
    const flow = requireVerified(findSession(cookies), 'restore');
    if (!passwordFollowsRule(password)) return apiError('password.invalid.error');
    await db.users.update((q) => q.where({ uuid: flow.payload.userUuid as string }), {
      data: (draft) => void (draft.password = password),
    });
    endFlow(flow);
  }),
];
