// @vitest-environment node
// (Node's own FormData and File: jsdom's do not reach Node's fetch as multipart.)
import { describe, expect, it } from 'vitest';
import { DEMO } from '../db/demo-ids';
import { db } from '../db/collections';
import { NOT_PHOTOS, PNG_1X1, photoFile } from '../sample-photos';
import { createClient, setupMockBackend, signedInClient, type Client } from '../test-utils';

setupMockBackend();

interface Challenge {
  step: string;
  otp: string;
}
interface ClientAnswer {
  client: Record<string, unknown>;
}
const wrongCodeFor = (code: string) => (code === '0000' ? '1111' : '0000');
const info = async (client: Client) => (await client.call<ClientAnswer>('profile/info')).body;
const notificationTypes = (userUuid: string) =>
  db.notifications.findMany((q) => q.where({ userUuid })).map((n) => n.type);

/** A file as a browser would send it, multipart field `file`: by default a real PNG. */
function photoForm(type = 'image/png', bytes: BlobPart = PNG_1X1): FormData {
  const form = new FormData();
  form.append('file', photoFile(bytes, 'me.png', type));
  return form;
}

describe('profile/update', () => {
  it('takes the whole info with the changes; the full name follows', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { status, body } = await anna.call<ClientAnswer>('profile/update', {
      firstName: '  Anya ',
      lastName: 'Petrova',
      jobPosition: 'waiter',
      gender: 'FEMALE',
    });
    expect(status).toBe(200);
    expect(body.client).toMatchObject({ firstName: 'Anya', fullName: 'Anya Petrova' });
    expect((await info(anna)).client).toMatchObject({ firstName: 'Anya', jobPosition: 'waiter' });
    expect(JSON.stringify(body)).not.toContain(DEMO.password);
  });

  it('refuses a name over 200 characters or a blank one, naming the field', async () => {
    const anna = await signedInClient(DEMO.anna);
    const long = await anna.call('profile/update', { firstName: 'A'.repeat(201), lastName: 'P' });
    expect(long.body).toMatchObject({ code: 'field.invalid.format.error', field: 'firstName' });
    const blank = await anna.call('profile/update', { firstName: 'Anna', lastName: '   ' });
    expect(blank.body).toMatchObject({ code: 'field.invalid.format.error', field: 'lastName' });
  });

  it('needs a session', async () => {
    expect(
      (await createClient().call('profile/update', { firstName: 'A', lastName: 'B' })).body,
    ).toEqual({ code: 'no.session.error' });
  });
});

describe('profile photo', () => {
  it('stores an upload as the photo, serves it, and deletes the reference', async () => {
    const anna = await signedInClient(DEMO.anna);
    const upload = await anna.send('/api/profile/photo/upload', {
      method: 'POST',
      body: photoForm(),
    });
    expect(upload.status).toBe(200);
    const { photoUuid } = (await upload.json()) as { photoUuid: string };
    expect((await info(anna)).client.photo).toBe(photoUuid);
    const download = await anna.send(`/api/profile/photo/download/${photoUuid}`);
    expect(download.headers.get('content-type')).toBe('image/png');

    expect((await anna.call('profile/photo/delete')).status).toBe(200);
    expect((await info(anna)).client).not.toHaveProperty('photo');
    expect(db.photos.findFirst((q) => q.where({ uuid: photoUuid }))).toBeUndefined();
  });

  it('refuses a wrong type or an oversized file with the catalogue codes', async () => {
    const anna = await signedInClient(DEMO.anna);
    const gif = await anna.send('/api/profile/photo/upload', {
      method: 'POST',
      body: photoForm('image/gif'),
    });
    expect(await gif.json()).toEqual({ code: 'file.content.type.invalid.error' });
    const huge = await anna.send('/api/profile/photo/upload', {
      method: 'POST',
      body: photoForm('image/png', new Uint8Array(5 * 1024 * 1024 + 1)),
    });
    expect(await huge.json()).toEqual({ code: 'file.size.invalid.error' });
  });

  it('refuses bytes that are not a JPEG, PNG or WebP, whatever the part says it is', async () => {
    const anna = await signedInClient(DEMO.anna);
    for (const bytes of [NOT_PHOTOS.text, NOT_PHOTOS.svg, 'GIF89a']) {
      const upload = await anna.send('/api/profile/photo/upload', {
        method: 'POST',
        body: photoForm('image/jpeg', bytes),
      });
      expect(upload.status).toBe(400);
      expect(await upload.json()).toEqual({ code: 'file.content.type.invalid.error' });
    }
    expect(db.photos.all()).toHaveLength(0);
  });

  it('serves a photo with the type its bytes show, not the one it was sent with', async () => {
    const anna = await signedInClient(DEMO.anna);
    const upload = await anna.send('/api/profile/photo/upload', {
      method: 'POST',
      body: photoForm('image/jpeg'),
    });
    const { photoUuid } = (await upload.json()) as { photoUuid: string };
    const download = await anna.send(`/api/profile/photo/download/${photoUuid}`);
    expect(download.headers.get('content-type')).toBe('image/png');
  });
});

describe('phone change', () => {
  it('sends a code to the new phone, then changes it and notifies', async () => {
    const anna = await signedInClient(DEMO.anna);
    const start = await anna.call<Challenge>('profile/change/phone/start', {
      phone: '+77011112233',
    });
    expect(start.body.step).toBe('OTP');
    const sent = db.sentCodes.findFirst((q) => q.where({ flow: 'profile.phone' }));
    expect(sent?.sentTo).toBe('+77011112233');
    const finish = await anna.call<ClientAnswer>('profile/change/phone/finish', {
      otp: start.body.otp,
    });
    expect(finish.body.client.phone).toBe('+77011112233');
    expect(notificationTypes(DEMO.anna)).toContain('phone.change');
    // The flow is over: its code is no good a second time.
    expect((await anna.call('profile/change/phone/finish', { otp: start.body.otp })).body).toEqual({
      code: 'action.not.started.error',
    });
  });

  it('refuses a registered phone (the own one too) and a malformed one', async () => {
    const anna = await signedInClient(DEMO.anna);
    for (const phone of ['+77000000003', DEMO.phone])
      expect((await anna.call('profile/change/phone/start', { phone })).body).toEqual({
        code: 'client.already.exists.error',
      });
    expect((await anna.call('profile/change/phone/start', { phone: '8 700' })).body).toMatchObject({
      code: 'phone.invalid.error',
    });
  });

  it('a wrong code is invalid.attempt.error and changes nothing; finish before start is not started', async () => {
    const anna = await signedInClient(DEMO.anna);
    expect((await anna.call('profile/change/phone/finish', { otp: '1234' })).body).toEqual({
      code: 'action.not.started.error',
    });
    const start = await anna.call<Challenge>('profile/change/phone/start', {
      phone: '+77011112233',
    });
    const wrong = await anna.call('profile/change/phone/finish', {
      otp: wrongCodeFor(start.body.otp),
    });
    expect(wrong.body).toEqual({ code: 'invalid.attempt.error' });
    expect((await info(anna)).client.phone).toBe(DEMO.phone);
    expect((await anna.call<Challenge>('profile/change/phone/newotp')).body.step).toBe('OTP');
  });
});

describe('e-mail', () => {
  it('changes the e-mail with a code sent to the new address', async () => {
    const anna = await signedInClient(DEMO.anna);
    const start = await anna.call<Challenge>('profile/change/email/start', {
      email: 'anna.new@example.com',
    });
    expect(db.sentCodes.findFirst((q) => q.where({ flow: 'profile.email' }))?.sentTo).toBe(
      'anna.new@example.com',
    );
    const finish = await anna.call<ClientAnswer>('profile/change/email/finish', {
      otp: start.body.otp,
    });
    expect(finish.body.client.email).toBe('anna.new@example.com');
    expect(notificationTypes(DEMO.anna)).toContain('email.change');
    // The new address signs in; the old one no longer does.
    const byNew = await createClient().call('auth/start', {
      email: 'anna.new@example.com',
      password: DEMO.password,
    });
    expect(byNew.status).toBe(200);
    const byOld = await createClient().call('auth/start', {
      email: DEMO.email,
      password: DEMO.password,
    });
    expect(byOld.body).toEqual({ code: 'bad.credentials.error' });
  });

  it('refuses an address another account uses and a malformed one', async () => {
    const anna = await signedInClient(DEMO.anna);
    expect(
      (await anna.call('profile/change/email/start', { email: 'MARIA@example.com' })).body,
    ).toEqual({ code: 'email.already.exists.error' });
    expect((await anna.call('profile/change/email/start', { email: 'nope' })).body).toMatchObject({
      code: 'email.invalid.error',
    });
  });

  it('update/email sets a first address without a code, never replaces one', async () => {
    const ivan = await signedInClient(DEMO.ivan);
    const set = await ivan.call<ClientAnswer>('profile/update/email', {
      email: 'ivan@example.com',
    });
    expect(set.body.client.email).toBe('ivan@example.com');
    expect((await ivan.call('profile/update/email', { email: 'ivan2@example.com' })).body).toEqual({
      code: 'invalid.state.error',
    });
  });
});

describe('password change', () => {
  it('checks the current password, then sets the new one with the code', async () => {
    const anna = await signedInClient(DEMO.anna);
    expect(
      (await anna.call('profile/change/password/start', { password: 'Wrong-1234' })).body,
    ).toEqual({ code: 'bad.credentials.error' });
    const start = await anna.call<Challenge>('profile/change/password/start', {
      password: DEMO.password,
    });
    expect(db.sentCodes.findFirst((q) => q.where({ flow: 'profile.password' }))?.sentTo).toBe(
      DEMO.email,
    );
    // A new password that breaks the rule costs no code attempt.
    const weak = await anna.call('profile/change/password/finish', {
      otp: start.body.otp,
      newPassword: 'weakpassword',
    });
    expect(weak.body).toEqual({ code: 'password.invalid.error' });
    const finish = await anna.call('profile/change/password/finish', {
      otp: start.body.otp,
      newPassword: 'Fresh-2026',
    });
    expect(finish.status).toBe(200);
    const signIn = await createClient().call('auth/start', {
      email: DEMO.email,
      password: 'Fresh-2026',
    });
    expect(signIn.status).toBe(200);
  });

  it('password/change takes the old password and a new one that follows the rule', async () => {
    const anna = await signedInClient(DEMO.anna);
    const wrong = await anna.call('profile/password/change', {
      oldPassword: 'Wrong-1',
      newPassword: 'Fresh-2026',
    });
    expect(wrong.body).toEqual({ code: 'bad.credentials.error' });
    const weak = await anna.call('profile/password/change', {
      oldPassword: DEMO.password,
      newPassword: 'weakpassword',
    });
    expect(weak.body).toEqual({ code: 'password.invalid.error' });
    const done = await anna.call('profile/password/change', {
      oldPassword: DEMO.password,
      newPassword: 'Fresh-2026',
    });
    expect(done.status).toBe(200);
  });
});

describe('account deletion', () => {
  it('deletes the account with the code, ends the session; the login no longer signs in', async () => {
    const anna = await signedInClient(DEMO.anna);
    const start = await anna.call<Challenge>('profile/delete/start');
    expect(db.sentCodes.findFirst((q) => q.where({ flow: 'profile.delete' }))?.sentTo).toBe(
      DEMO.email,
    );
    const finish = await anna.call('profile/delete/finish', { otp: start.body.otp });
    expect(finish.status).toBe(200);
    expect(anna.jar.size).toBe(0);
    expect((await anna.call('profile/info')).body).toEqual({ code: 'no.session.error' });
    expect(db.users.findFirst((q) => q.where({ uuid: DEMO.anna }))).toBeUndefined();
    expect(db.members.findMany((q) => q.where({ userUuid: DEMO.anna }))).toEqual([]);
    const signIn = await createClient().call('auth/start', {
      email: DEMO.email,
      password: DEMO.password,
    });
    expect(signIn.body).toEqual({ code: 'bad.credentials.error' });
    // Her tip page no longer takes tips.
    expect(
      (await createClient().call('payment/form', { qrCodeUuid: DEMO.annaQrCode })).status,
    ).toBe(404);
  });

  it('the third wrong code blocks the account: deletion and sign-in answer the block', async () => {
    const anna = await signedInClient(DEMO.anna);
    const start = await anna.call<Challenge>('profile/delete/start');
    const wrong = wrongCodeFor(start.body.otp);
    for (let i = 0; i < 2; i += 1)
      expect((await anna.call('profile/delete/finish', { otp: wrong })).body).toEqual({
        code: 'invalid.attempt.error',
      });
    const third = await anna.call('profile/delete/finish', { otp: wrong });
    expect(third).toMatchObject({
      status: 403,
      body: { code: 'client.blocked.error', retryAfterSeconds: 600 },
    });
    expect((await anna.call('profile/delete/start')).body).toMatchObject({
      code: 'client.blocked.error',
    });
    expect(
      (await createClient().call('auth/start', { email: DEMO.email, password: DEMO.password }))
        .body,
    ).toMatchObject({ code: 'client.blocked.error' });
    expect(db.users.findFirst((q) => q.where({ uuid: DEMO.anna }))).toBeDefined();
  });

  it('finish before start is action.not.started.error', async () => {
    const anna = await signedInClient(DEMO.anna);
    expect((await anna.call('profile/delete/finish', { otp: '1234' })).body).toEqual({
      code: 'action.not.started.error',
    });
    expect((await anna.call('profile/delete/newotp')).body).toEqual({
      code: 'action.not.started.error',
    });
  });
});
