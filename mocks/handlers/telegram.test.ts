import { describe, expect, it } from 'vitest';
import type { TelegramAuthCode } from '../../src/api/generated/model';
import { advanceClock } from '../clock';
import { DEMO } from '../db/demo-ids';
import { setupMockBackend, signedInClient } from '../test-utils';
import { TELEGRAM_CODE_LIFETIME_MS } from './telegram';

setupMockBackend();

describe('telegram link codes', () => {
  it('none at first; newcode issues one that get answers until it expires', async () => {
    const anna = await signedInClient(DEMO.anna);
    expect(await anna.call('telegram/auth/code/get')).toEqual({
      status: 404,
      body: { code: 'general.error' },
    });
    const issued = await anna.call<TelegramAuthCode>('telegram/auth/code/newcode');
    expect(issued.body.code).toMatch(/^[0-9A-Z]{6,12}$/);
    expect(issued.body.botUrl).toBe('https://t.me/tips_bot');
    expect((await anna.call('telegram/auth/code/get')).body).toEqual(issued.body);

    advanceClock(TELEGRAM_CODE_LIFETIME_MS);
    expect((await anna.call('telegram/auth/code/get')).status).toBe(404);
  });

  it('a new code replaces the old one; each person has their own', async () => {
    const anna = await signedInClient(DEMO.anna);
    const first = (await anna.call<TelegramAuthCode>('telegram/auth/code/newcode')).body;
    advanceClock(1000);
    const second = (await anna.call<TelegramAuthCode>('telegram/auth/code/newcode')).body;
    expect(second.code).not.toBe(first.code);
    expect((await anna.call<TelegramAuthCode>('telegram/auth/code/get')).body.code).toBe(
      second.code,
    );
    const maria = await signedInClient(DEMO.maria);
    expect((await maria.call('telegram/auth/code/get')).status).toBe(404);
  });
});
