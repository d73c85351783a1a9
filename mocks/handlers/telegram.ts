import type { TelegramAuthCode } from '../../src/api/generated/model';
import {
  getCreateTelegramAuthCodeMockHandler,
  getGetTelegramAuthCodeMockHandler,
} from '../generated/telegram/telegram.msw';
import { now } from '../clock';
import { db } from '../db/collections';
import type { UserRecord } from '../engine/people';
import { signedIn } from '../engine/sessions';
import { apiError } from './respond';

/*
 * The code that links the account to the telegram bot (spec section 1: "Telegram bot token
 * display is on"). One live code per person: newcode replaces it, get answers it until it
 * expires, then 404 (general.error) until a new one is asked for.
 */

export const TELEGRAM_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const TELEGRAM_BOT_URL = 'https://t.me/tips_bot';
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;

/**
 * A code made from who asks and when: different for every person and moment, yet the same on
 * a frozen clock (stories take their screenshots on one).
 */
function linkCode(userUuid: string, at: number): string {
  let value = 2166136261;
  let code = '';
  for (const char of `${userUuid}:${at}`) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  for (let i = 0; i < CODE_LENGTH; i += 1) {
    value = Math.imul(value ^ (value >>> 15), 2246822519) >>> 0;
    code += CODE_ALPHABET[value % CODE_ALPHABET.length];
  }
  return code;
}

function toAuthCode({ code, expiresAt }: { code: string; expiresAt: number }): TelegramAuthCode {
  return { code, expiresAt: new Date(expiresAt).toISOString(), botUrl: TELEGRAM_BOT_URL };
}

async function issueCode(user: UserRecord): Promise<TelegramAuthCode> {
  const telegramCode = {
    code: linkCode(user.uuid, now()),
    expiresAt: now() + TELEGRAM_CODE_LIFETIME_MS,
  };
  await db.users.update(user, { data: (draft) => void (draft.telegramCode = telegramCode) });
  return toAuthCode(telegramCode);
}

export const telegramHandlers = [
  getCreateTelegramAuthCodeMockHandler(signedIn((_info, { user }) => issueCode(user))),

  getGetTelegramAuthCodeMockHandler(
    signedIn((_info, { user }) => {
      const live = user.telegramCode && user.telegramCode.expiresAt > now();
      return live ? toAuthCode(user.telegramCode!) : apiError('general.error', 404);
    }),
  ),
];
