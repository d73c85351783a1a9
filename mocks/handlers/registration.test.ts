import { describe, expect, it } from 'vitest';
import { DEMO } from '../db/demo-ids';
import { OTP_RULES } from '../engine/one-time-codes';
import { createClient, setupMockBackend } from '../test-utils';
import { REGISTRATION_LIMIT } from './registration';

setupMockBackend();

interface Challenge {
  otp: string;
}
const newcomer = {
  phone: '+77001234567',
  firstName: 'Aigerim',
  lastName: 'Sadykova',
  jobPosition: 'barista',
};

describe('registration', () => {
  it('start/personal, check, finish creates the account, signs in and gives a tip page', async () => {
    const client = createClient();
    expect((await client.call('registration/start/check', { phone: newcomer.phone })).body).toEqual(
      { available: true },
    );
    const { body } = await client.call<Challenge>('registration/start/personal', newcomer);
    expect((await client.call('registration/check', { otp: body.otp })).status).toBe(200);
    const finish = await client.call<{ client: { qrCodeUuid: string } }>('registration/finish', {
      password: 'Secret-42',
      agreementAccepted: true,
    });
    expect(finish.body).toMatchObject({
      client: {
        firstName: 'Aigerim',
        lastName: 'Sadykova',
        phone: newcomer.phone,
        profileType: 'PERSONAL',
        registrationFinished: true,
      },
    });
    expect((await client.call('profile/info')).status).toBe(200);
    const form = await client.call('payment/form', { qrCodeUuid: finish.body.client.qrCodeUuid });
    expect(form.body).toMatchObject({ firstName: 'Aigerim' });
    expect((await client.call('registration/start/check', { phone: newcomer.phone })).body).toEqual(
      { available: false },
    );
  });

  it('a business registration is complete only after business/data', async () => {
    const client = createClient();
    const { body } = await client.call<Challenge>('registration/start/business', {
      email: 'owner@example.com',
      firstName: 'Daniyar',
      lastName: 'Kassymov',
    });
    await client.call('registration/check', { otp: body.otp });
    const finish = await client.call('registration/finish', { password: 'Secret-42' });
    expect(finish.body).toMatchObject({ client: { business: true, registrationFinished: false } });
    const data = await client.call('registration/business/data', {
      inn: '123456789012',
      organizationName: 'Central LLP',
    });
    expect(data.body).toMatchObject({ client: { business: true, registrationFinished: true } });
  });

  it('a registered phone is client.already.exists.error, a taken e-mail email.already.exists.error', async () => {
    expect((await createClient().call('registration/start', { phone: DEMO.phone })).body).toEqual({
      code: 'client.already.exists.error',
    });
    const taken = await createClient().call('registration/start/personal', {
      email: 'DEMO@example.com',
      firstName: 'A',
      lastName: 'B',
    });
    expect(taken).toEqual({ status: 409, body: { code: 'email.already.exists.error' } });
  });

  it('an e-mail taken between start and finish is email.already.exists.error at finish', async () => {
    const confirmed = async () => {
      const client = createClient();
      const { body } = await client.call<Challenge>('registration/start', {
        email: 'twice@example.com',
      });
      await client.call('registration/check', { otp: body.otp });
      return client;
    };
    const [first, second] = [await confirmed(), await confirmed()];
    expect((await first.call('registration/finish', { password: 'Secret-42' })).status).toBe(200);
    expect(await second.call('registration/finish', { password: 'Secret-42' })).toEqual({
      status: 409,
      body: { code: 'email.already.exists.error' },
    });
  });

  it('the third wrong code blocks the phone, with the time left, for this flow and new ones', async () => {
    const client = createClient();
    const { body } = await client.call<Challenge>('registration/start', { phone: newcomer.phone });
    const wrong = body.otp === '0000' ? '1111' : '0000';
    await client.call('registration/check', { otp: wrong });
    await client.call('registration/check', { otp: wrong });
    const blocked = {
      status: 403,
      body: { code: 'client.blocked.error', retryAfterSeconds: OTP_RULES.blockMs / 1000 },
    };
    expect(await client.call('registration/check', { otp: wrong })).toEqual(blocked);
    expect(await client.call('registration/check', { otp: body.otp })).toEqual(blocked);
    expect(await createClient().call('registration/start', { phone: newcomer.phone })).toEqual(
      blocked,
    );
  });

  it('a password breaking the rule is password.invalid.error, however it breaks it', async () => {
    const client = createClient();
    const { body } = await client.call<Challenge>('registration/start', { phone: newcomer.phone });
    await client.call('registration/check', { otp: body.otp });
    for (const password of ['alllowercase1', 'NoDigitsHere', 'Sh0rt', 'Waytoolongpassword12345']) {
      expect((await client.call('registration/finish', { password })).body).toMatchObject({
        code: 'password.invalid.error',
      });
    }
    expect(
      (await client.call('registration/password/validate', { password: 'nocaps123' })).body,
    ).toEqual({ code: 'password.invalid.error' });
    expect(
      (await client.call('registration/password/validate', { password: 'Secret-4242x' })).body,
    ).toEqual({ valid: true, strength: 'STRONG' });
  });

  it('finish before the code is confirmed is action.not.started.error', async () => {
    const client = createClient();
    expect((await client.call('registration/finish', { password: 'Secret-42' })).body).toEqual({
      code: 'action.not.started.error',
    });
    await client.call('registration/start', { phone: newcomer.phone });
    expect((await client.call('registration/finish', { password: 'Secret-42' })).body).toEqual({
      code: 'action.not.started.error',
    });
  });

  it(`the ${REGISTRATION_LIMIT + 1}th registration of one session is client.registration.blocked.error`, async () => {
    const client = createClient();
    for (let n = 0; n < REGISTRATION_LIMIT; n += 1) {
      expect((await client.call('registration/start', { phone: `+7700123456${n}` })).status).toBe(
        200,
      );
    }
    expect((await client.call('registration/start', { phone: '+77001234569' })).body).toEqual({
      code: 'client.registration.blocked.error',
    });
  });

  it('a body the contract refuses is field.invalid.format.error', async () => {
    const { body } = await createClient().call('registration/start/personal', {
      phone: 'not a phone',
      firstName: 'A',
      lastName: 'B',
    });
    expect(body).toEqual({ code: 'field.invalid.format.error', field: 'phone' });
  });
});
