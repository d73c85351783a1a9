import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node';
import { DEMO } from '../db/demo-ids';
import { createClient } from '../test-utils';
import { storyHandlers, storyWithError } from './stories';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

describe('story handlers', () => {
  it('force a code on one call and leave the others to the mock backend', async () => {
    server.resetHandlers(...storyWithError('payment/form', 'client.notActive.error'));
    const { call } = createClient();
    expect((await call('payment/form', { qrCodeUuid: DEMO.annaQrCode })).body).toEqual({
      code: 'client.notActive.error',
      message: 'Forced by a mock scenario',
    });
    expect(
      (await call('payment/form/team', { teamUuid: DEMO.team, nextPage: { count: 1, page: 0 } }))
        .status,
    ).toBe(200);
  });

  it('take 5xx and network failures too', async () => {
    server.resetHandlers(
      ...storyHandlers({ errors: { 'payment/fee': 503, 'payment/form': 'network' } }),
    );
    const { call } = createClient();
    expect((await call('payment/fee', { amount: 100 })).status).toBe(503);
    await expect(call('payment/form', { qrCodeUuid: DEMO.annaQrCode })).rejects.toThrow(TypeError);
  });
});
