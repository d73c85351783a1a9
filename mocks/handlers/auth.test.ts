import { describe, expect, it } from 'vitest';
import { advanceClock } from '../clock';
import { DEMO } from '../db/demo-ids';
import { OTP_RULES, sentCodes } from '../engine/one-time-codes';
import { createClient, setupMockBackend } from '../test-utils';

setupMockBackend();

type Client = ReturnType<typeof createClient>;
interface Challenge {
  step: string;
  codeLength: number;
  otp: string;
}

const startSignIn = (client: Client, password: string = DEMO.password) =>
  client.call<Challenge>('auth/start', { email: DEMO.email, password });
const wrongCodeFor = (code: string) => (code === '0000' ? '1111' : '0000');

async function signIn(client: Client) {
  const { body } = await startSignIn(client);
  return client.call('auth/finish', { otp: body.otp });
}

describe('sessions', () => {
  it('profile/info answers no.session.error without a cookie', async () => {
    expect(await createClient().call('profile/info')).toEqual({
      status: 401,
      body: { code: 'no.session.error' },
    });
  });

  it('profile/info answers invalid.session.error for an unknown session cookie', async () => {
    const { send } = createClient();
    const response = await send('/api/profile/info', {
      method: 'POST',
      headers: { cookie: 'SESSION=forged' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'invalid.session.error' });
  });

  it('signing in issues a session cookie; logout ends it', async () => {
    const client = createClient();
    const finish = await signIn(client);
    expect(finish.status).toBe(200);
    expect(finish.body).toMatchObject({ client: { firstName: 'Anna', email: DEMO.email } });
    expect(JSON.stringify(finish.body)).not.toContain(DEMO.password);
    expect(await client.call('profile/info')).toMatchObject({
      status: 200,
      body: { client: { uuid: DEMO.anna } },
    });

    const stale = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    expect((await client.call('logout', undefined, 'GET')).status).toBe(200);
    expect(client.jar.size).toBe(0);
    expect(await client.call('profile/info')).toMatchObject({ body: { code: 'no.session.error' } });
    const replay = await client.send('/api/profile/info', {
      method: 'POST',
      headers: { cookie: stale },
    });
    expect(await replay.json()).toEqual({ code: 'invalid.session.error' });
  });

  it('signs in by phone too', async () => {
    const client = createClient();
    const { body } = await client.call<Challenge>('auth/start', {
      phone: DEMO.phone,
      password: DEMO.password,
    });
    expect((await client.call('auth/finish', { otp: body.otp })).status).toBe(200);
  });

  it('a wrong password is bad.credentials.error, also when it is malformed', async () => {
    expect((await startSignIn(createClient(), 'Wrong1234')).body).toEqual({
      code: 'bad.credentials.error',
    });
    expect((await startSignIn(createClient(), 'short')).body).toMatchObject({
      code: 'bad.credentials.error',
    });
  });
});

describe('one-time codes', () => {
  it('the code sent is in the inbox and in the challenge', async () => {
    const { body } = await startSignIn(createClient());
    expect(body).toMatchObject({ step: 'OTP', codeLength: OTP_RULES.codeLength });
    expect(sentCodes()[0]).toMatchObject({ flow: 'auth', sentTo: DEMO.email, code: body.otp });
  });

  it('finish before start is action.not.started.error', async () => {
    const { body } = await createClient().call('auth/finish', { otp: '1234' });
    expect(body).toEqual({ code: 'action.not.started.error' });
  });

  it('a wrong code is invalid.attempt.error; the third blocks, and the flow says for how long', async () => {
    const client = createClient();
    const { body } = await startSignIn(client);
    const wrong = wrongCodeFor(body.otp);
    expect((await client.call('auth/finish', { otp: wrong })).body).toEqual({
      code: 'invalid.attempt.error',
    });
    expect((await client.call('auth/finish', { otp: wrong })).body).toEqual({
      code: 'invalid.attempt.error',
    });
    const blockSeconds = OTP_RULES.blockMs / 1000;
    expect(await client.call('auth/finish', { otp: wrong })).toEqual({
      status: 403,
      body: { code: 'client.blocked.error', retryAfterSeconds: blockSeconds },
    });

    // A minute later: the right code, a new code and a new sign-in by either login are all
    // refused with the time left, never as a flow that was not started.
    advanceClock(60_000);
    const blocked = { code: 'client.blocked.error', retryAfterSeconds: blockSeconds - 60 };
    expect(await client.call('auth/finish', { otp: body.otp })).toEqual({
      status: 403,
      body: blocked,
    });
    expect((await client.call('auth/newotp')).body).toEqual(blocked);
    expect((await startSignIn(createClient())).body).toEqual(blocked);
    const byPhone = await createClient().call('auth/start', {
      phone: DEMO.phone,
      password: DEMO.password,
    });
    expect(byPhone.body).toEqual(blocked);

    // Once the block is over the flow goes on: its code has expired meanwhile, a new one works.
    advanceClock(OTP_RULES.blockMs);
    expect((await client.call('auth/finish', { otp: body.otp })).body).toEqual({
      code: 'otp.expired.error',
    });
    const resent = await client.call<Challenge>('auth/newotp');
    expect((await client.call('auth/finish', { otp: resent.body.otp })).status).toBe(200);
    expect((await startSignIn(createClient())).status).toBe(200);
  });

  it('a blocked attempt of one login does not stand in the way of another in the same session', async () => {
    const client = createClient();
    const { body } = await startSignIn(client);
    for (let n = 0; n < OTP_RULES.maxWrongAttempts; n += 1)
      await client.call('auth/finish', { otp: wrongCodeFor(body.otp) });
    const other = await client.call<Challenge>('auth/start', {
      email: 'business@example.com',
      password: DEMO.password,
    });
    expect(other.status).toBe(200);
    expect((await client.call('auth/finish', { otp: other.body.otp })).status).toBe(200);
  });

  it('new codes run out with otp.no.more.new.codes.error; the newest code works', async () => {
    const client = createClient();
    await startSignIn(client);
    let latest = '';
    for (let n = 0; n < OTP_RULES.maxNewCodes; n += 1) {
      const resent = await client.call<Challenge>('auth/newotp');
      expect(resent.status).toBe(200);
      latest = resent.body.otp;
    }
    expect((await client.call('auth/newotp')).body).toEqual({
      code: 'otp.no.more.new.codes.error',
    });
    expect((await client.call('auth/finish', { otp: latest })).status).toBe(200);
  });

  it('newotp before start is action.not.started.error', async () => {
    expect((await createClient().call('auth/newotp')).body).toEqual({
      code: 'action.not.started.error',
    });
  });

  it('a code past its lifetime is otp.expired.error; a new code revives the flow', async () => {
    const client = createClient();
    const { body } = await startSignIn(client);
    advanceClock(OTP_RULES.lifetimeMs);
    expect((await client.call('auth/finish', { otp: body.otp })).body).toEqual({
      code: 'otp.expired.error',
    });
    const resent = await client.call<Challenge>('auth/newotp');
    expect((await client.call('auth/finish', { otp: resent.body.otp })).status).toBe(200);
  });
});

describe('access/restore', () => {
  it('start, check, finish sets the new password; sign-in then takes only the new one', async () => {
    const client = createClient();
    const { body } = await client.call<Challenge>('access/restore/start', { email: DEMO.email });
    expect((await client.call('access/restore/finish', { password: 'Newpass99' })).body).toEqual({
      code: 'action.not.started.error',
    });
    expect(
      (await client.call('access/restore/check', { otp: wrongCodeFor(body.otp) })).body,
    ).toEqual({ code: 'invalid.attempt.error' });
    expect((await client.call('access/restore/check', { otp: body.otp })).status).toBe(200);
    expect((await client.call('access/restore/finish', { password: 'weakpass' })).body).toEqual({
      code: 'password.invalid.error',
    });
    expect((await client.call('access/restore/finish', { password: 'Newpass99' })).status).toBe(
      200,
    );
    expect((await startSignIn(createClient())).body).toEqual({ code: 'bad.credentials.error' });
    expect((await startSignIn(createClient(), 'Newpass99')).status).toBe(200);
  });

  it('an unknown login is refused as invalid', async () => {
    const { body } = await createClient().call('access/restore/start', { phone: '+77009999999' });
    expect(body).toEqual({ code: 'phone.invalid.error' });
  });

  it('newotp works and runs out like every flow', async () => {
    const client = createClient();
    await client.call('access/restore/start', { phone: DEMO.phone });
    for (let n = 0; n < OTP_RULES.maxNewCodes; n += 1)
      expect((await client.call('access/restore/newotp')).status).toBe(200);
    expect((await client.call('access/restore/newotp')).body).toEqual({
      code: 'otp.no.more.new.codes.error',
    });
  });
});
