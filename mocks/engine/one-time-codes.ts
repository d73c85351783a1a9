import { now } from '../clock';
import { db } from '../db/collections';
import type { otpFlowSchema } from '../db/schemas';
import { apiError } from '../handlers/respond';
import type { SessionRecord } from './sessions';
import type { z } from 'zod';

export type OtpFlow = z.infer<typeof otpFlowSchema>;
type CodeRecord = NonNullable<ReturnType<typeof db.oneTimeCodes.findFirst>>;

/** The rules every code-confirmed flow follows (mocks/README.md, "One-time codes"). */
export const OTP_RULES = {
  codeLength: 4,
  lifetimeMs: 5 * 60 * 1000,
  /**
   * The third wrong code blocks (client.blocked.error with retryAfterSeconds); the first two are
   * invalid.attempt.error. While blocked, the flow's calls and new flows to its login answer the
   * block; once it ends the flow goes on, its wrong attempts forgiven.
   */
  maxWrongAttempts: 3,
  /** newotp works this many times per flow; the next is otp.no.more.new.codes.error. */
  maxNewCodes: 3,
  blockMs: 10 * 60 * 1000,
  resendAfterSeconds: 30,
} as const;

const inboxListeners = new Set<
  (message: { flow: OtpFlow; sentTo: string; code: string }) => void
>();

/** Called for every code the mock "sends" (the browser logs it; the QA panel re-reads its inbox). */
export function onCodeSent(
  listener: (message: { flow: OtpFlow; sentTo: string; code: string }) => void,
): () => void {
  inboxListeners.add(listener);
  return () => inboxListeners.delete(listener);
}

function newCode(): string {
  // Random on purpose: a fixed code would make "wrong code" untestable. Read it from the
  // inbox, the console, or the challenge's `otp` field (test environments send it).
  return String(Math.floor(Math.random() * 10 ** OTP_RULES.codeLength)).padStart(
    OTP_RULES.codeLength,
    '0',
  );
}

async function send(flow: OtpFlow, sentTo: string, code: string): Promise<void> {
  await db.sentCodes.create({ id: crypto.randomUUID(), flow, sentTo, code, sentAt: now() });
  inboxListeners.forEach((listener) => listener({ flow, sentTo, code }));
}

/** The answer of every start and newotp step (the contract's OtpChallenge). */
function challenge(code: string) {
  return {
    step: 'OTP' as const,
    codeLength: OTP_RULES.codeLength,
    resendAfterSeconds: OTP_RULES.resendAfterSeconds,
    otp: code,
  };
}

function find(session: SessionRecord | null, flow: OtpFlow): CodeRecord | undefined {
  if (!session) return undefined;
  return db.oneTimeCodes.findFirst((q) => q.where({ sessionToken: session.token, flow }));
}

/** client.blocked.error with the time left of a block that ends at `until` (retryAfterSeconds). */
export function blockedError(until: number): never {
  return apiError('client.blocked.error', undefined, {
    retryAfterSeconds: Math.max(0, Math.ceil((until - now()) / 1000)),
  });
}

/** client.blocked.error while too many wrong codes for this phone or e-mail are recent. */
export function assertNotBlocked(sentTo: string): void {
  const blocked = db.oneTimeCodes.findFirst((q) =>
    q.where({ sentTo, blockedUntil: (until) => until !== undefined && until > now() }),
  );
  if (blocked) blockedError(blocked.blockedUntil!);
}

/** Starts (or restarts) a flow for this session and sends its first code. */
export async function startFlow(
  session: SessionRecord,
  flow: OtpFlow,
  sentTo: string,
  payload: Record<string, unknown>,
) {
  assertNotBlocked(sentTo);
  db.oneTimeCodes.deleteMany((q) =>
    q.where({
      sessionToken: session.token,
      flow,
      blockedUntil: (until) => until === undefined || until <= now(),
    }),
  );
  // An attempt still blocked (another login of this session) stays only to block its login.
  await db.oneTimeCodes.updateMany((q) => q.where({ sessionToken: session.token, flow }), {
    data(draft) {
      draft.sessionToken = '';
    },
  });
  const code = newCode();
  await db.oneTimeCodes.create({
    id: crypto.randomUUID(),
    sessionToken: session.token,
    flow,
    sentTo,
    code,
    expiresAt: now() + OTP_RULES.lifetimeMs,
    wrongAttempts: 0,
    newCodes: 0,
    verified: false,
    payload,
  });
  await send(flow, sentTo, code);
  return challenge(code);
}

/** The session's flow: action.not.started.error without one, the block while it lasts. */
function started(session: SessionRecord | null, flow: OtpFlow): CodeRecord {
  const record = find(session, flow);
  if (!record) return apiError('action.not.started.error');
  if (record.blockedUntil !== undefined && record.blockedUntil > now())
    return blockedError(record.blockedUntil);
  return record;
}

/** The session's flow, going on after a block that has ended, its wrong attempts forgiven. */
async function resumed(session: SessionRecord | null, flow: OtpFlow): Promise<CodeRecord> {
  const record = started(session, flow);
  if (record.blockedUntil === undefined) return record;
  return db.oneTimeCodes.update(record, {
    data(draft) {
      draft.blockedUntil = undefined;
      draft.wrongAttempts = 0;
    },
  }) as Promise<CodeRecord>;
}

/** newotp: a fresh code and lifetime; wrong attempts so far still count. */
export async function resendCode(session: SessionRecord | null, flow: OtpFlow) {
  const record = await resumed(session, flow);
  if (record.newCodes >= OTP_RULES.maxNewCodes) return apiError('otp.no.more.new.codes.error');
  const code = newCode();
  await db.oneTimeCodes.update(record, {
    data(draft) {
      draft.code = code;
      draft.expiresAt = now() + OTP_RULES.lifetimeMs;
      draft.newCodes += 1;
    },
  });
  await send(flow, record.sentTo, code);
  return challenge(code);
}

/**
 * Checks a code: action.not.started.error without a started flow, client.blocked.error while
 * blocked, otp.expired.error past its lifetime, invalid.attempt.error when wrong,
 * client.blocked.error on the last allowed miss.
 */
export async function verifyCode(
  session: SessionRecord | null,
  flow: OtpFlow,
  otp: string,
): Promise<CodeRecord> {
  const record = await resumed(session, flow);
  if (record.expiresAt <= now()) return apiError('otp.expired.error');
  if (record.code !== otp) {
    const wrongAttempts = record.wrongAttempts + 1;
    const blockedUntil =
      wrongAttempts >= OTP_RULES.maxWrongAttempts ? now() + OTP_RULES.blockMs : undefined;
    await db.oneTimeCodes.update(record, {
      data(draft) {
        draft.wrongAttempts = wrongAttempts;
        if (blockedUntil) draft.blockedUntil = blockedUntil;
      },
    });
    return blockedUntil ? blockedError(blockedUntil) : apiError('invalid.attempt.error');
  }
  return db.oneTimeCodes.update(record, {
    data(draft) {
      draft.verified = true;
    },
  }) as Promise<CodeRecord>;
}

/** A flow whose code was confirmed; action.not.started.error otherwise. */
export function requireVerified(session: SessionRecord | null, flow: OtpFlow): CodeRecord {
  const record = started(session, flow);
  if (!record.verified) return apiError('action.not.started.error');
  return record;
}

export function endFlow(record: CodeRecord): void {
  db.oneTimeCodes.delete(record);
}

/** QA: every pending code expires now (to see otp.expired.error without waiting 5 minutes). */
export async function expireAllCodes(): Promise<void> {
  await db.oneTimeCodes.updateMany((q) => q.where({ expiresAt: (at) => at > now() }), {
    data(draft) {
      draft.expiresAt = now();
    },
  });
}

/** The code inbox, newest first. */
export function sentCodes() {
  return db.sentCodes.findMany(undefined, { orderBy: { sentAt: 'desc' } });
}
