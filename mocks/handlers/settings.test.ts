import { describe, expect, it } from 'vitest';
import { DEMO, photoOf } from '../db/demo-ids';
import { createClient, setupMockBackend } from '../test-utils';

setupMockBackend();

describe('settings, customization, barrel and photos', () => {
  it('application/settings/info answers the spec defaults', async () => {
    expect((await createClient().call('application/settings/info')).body).toMatchObject({
      loginMode: 'EMAIL',
      currencyCode: 'KZT',
    });
  });

  it('customization/get brands Cafe Pushkin and answers nothing for others', async () => {
    const { call } = createClient();
    expect((await call('customization/get', { teamUuid: DEMO.team })).body).toMatchObject({
      customizationDto: { merchantName: 'Cafe Pushkin' },
    });
    expect((await call('customization/get', { qrCodeUuid: DEMO.annaQrCode })).body).toEqual({});
  });

  it('barrel serves the runtime keys the app asks for and 404s the rest', async () => {
    const { send } = createClient();
    expect(await (await send('/barrel/tips-web?key=apiprefix')).json()).toBe('/api');
    expect(await (await send('/barrel/tips-web?key=gatewayorigins')).json()).toEqual([
      'http://localhost',
    ]);
    const missing = await send('/barrel/tips-web?key=nope');
    expect([missing.status, missing.statusText]).toEqual([404, 'Not Found']);
  });

  it('photos resolve to SVG avatars with the owner initials', async () => {
    const { send } = createClient();
    const profile = await send(`/api/profile/photo/download/${photoOf(DEMO.anna)}`);
    expect(profile.headers.get('content-type')).toBe('image/svg+xml');
    expect(await profile.text()).toContain('>AP</text>');
    expect(await (await send(`/api/team/photo/download/${photoOf(DEMO.team)}`)).text()).toContain(
      '>CP</text>',
    );
  });
});
