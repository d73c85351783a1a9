import { describe, expect, it } from 'vitest';
import { server } from '../node';
import { DEMO } from '../db/demo-ids';
import { createClient, setupMockBackend } from '../test-utils';
import { getScenarios } from './scenarios';
import { failing, storyHandlers } from './stories';

setupMockBackend();

describe("a story's failures", () => {
  it('are QA scenarios: a code on one call, the others left to the mock backend', async () => {
    server.resetHandlers(...storyHandlers());
    failing({ 'payment/form': 'client.notActive.error' })();
    expect(getScenarios().rules).toMatchObject([{ call: 'payment/form', times: 'always' }]);
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

  it('take statuses and network failures too; the first call name listed wins', async () => {
    server.resetHandlers(...storyHandlers());
    failing({ 'payment/fee': 404, 'payment/*': 503, 'payment/form': 'network' })();
    const { call } = createClient();
    expect((await call('payment/fee', { amount: 100 })).status).toBe(404);
    expect((await call('payment/form', { qrCodeUuid: DEMO.annaQrCode })).status).toBe(503);
  });

  it('fail on the network', async () => {
    server.resetHandlers(...storyHandlers());
    failing({ 'payment/form': 'network' })();
    await expect(
      createClient().call('payment/form', { qrCodeUuid: DEMO.annaQrCode }),
    ).rejects.toThrow(TypeError);
  });
});
