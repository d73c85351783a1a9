import { describe, expect, it } from 'vitest';
import { DEMO } from '../db/demo-ids';
import { createClient, setupMockBackend } from '../test-utils';
import {
  clearScenarios,
  forceError,
  forceNetworkError,
  forceServerError,
  getScenarios,
  setLatency,
  setOffline,
  keepScenariosIn,
} from './scenarios';
import { applyScenarioParams, parseMockError, withoutScenarioParams } from './url';

setupMockBackend();

const anna = { qrCodeUuid: DEMO.annaQrCode };

describe('forcing codes from the helper', () => {
  it('forces a catalogue code on one call until cleared, with its status', async () => {
    const { call } = createClient();
    forceError('payment/form', 'client.blocked.error');
    expect(await call('payment/form', anna)).toEqual({
      status: 403,
      body: { code: 'client.blocked.error', message: 'Forced by a mock scenario' },
    });
    expect((await call('payment/form', anna)).status).toBe(403);
    expect((await call('payment/fee', { amount: 100 })).status).toBe(200);
    clearScenarios();
    expect((await call('payment/form', anna)).status).toBe(200);
  });

  it('once: only the next matching call fails', async () => {
    const { call } = createClient();
    forceError('payment/form', 'general.error', { once: true });
    expect((await call('payment/form', anna)).body).toMatchObject({ code: 'general.error' });
    expect((await call('payment/form', anna)).status).toBe(200);
  });

  it('* matches every call, a newer rule wins', async () => {
    const { call } = createClient();
    forceError('*', 'general.error');
    forceError('application/settings/info', 'field.invalid.format.error');
    expect((await call('application/settings/info')).body).toMatchObject({
      code: 'field.invalid.format.error',
    });
    expect((await call('team/type/list')).body).toMatchObject({ code: 'general.error' });
  });

  it('5xx answers without an ApiError body, as a proxy would', async () => {
    forceServerError('payment/form', 503);
    const response = await createClient().send('/api/payment/form', {
      method: 'POST',
      body: JSON.stringify(anna),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('text/plain');
  });

  it('network failure and offline make fetch reject', async () => {
    forceNetworkError('payment/form');
    await expect(createClient().call('payment/form', anna)).rejects.toThrow(TypeError);
    clearScenarios();
    setOffline(true);
    await expect(createClient().call('application/settings/info')).rejects.toThrow(TypeError);
  });

  it('latency delays every call', async () => {
    setLatency(150);
    const started = performance.now();
    await createClient().call('application/settings/info');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('gateway and barrel calls are addressed by their own names', async () => {
    const { send } = createClient();
    forceError('finished-payment-info', 'general.error');
    forceServerError('barrel/tips-web', 500);
    expect(
      (await send('/payment-gateway/finished-payment-info?orderId=x&language=en')).status,
    ).toBe(500);
    expect((await send('/barrel/tips-web?key=apiprefix')).status).toBe(500);
  });
});

describe('forcing codes from the URL', () => {
  it('reads call:code, call:5xx, call:network and :once', () => {
    expect(parseMockError('payment/form:client.notActive.error')).toEqual({
      call: 'payment/form',
      effect: { kind: 'code', code: 'client.notActive.error' },
      once: false,
    });
    expect(parseMockError('payment/fee:502:once')).toEqual({
      call: 'payment/fee',
      effect: { kind: 'status', status: 502 },
      once: true,
    });
    expect(parseMockError('auth/start:network')).toMatchObject({ effect: { kind: 'network' } });
    expect(parseMockError('clear')).toEqual({ clear: true });
    expect(parseMockError('payment/form:no.such.code')).toBeNull();
    expect(parseMockError('payment/form')).toBeNull();
  });

  it('applies repeatable mockError parameters, latency and offline; reports what it cannot read', async () => {
    const rejected = applyScenarioParams(
      '?mockError=payment/form:client.notActive.error&mockError=payment/fee:500&mockError=oops&mockLatency=20',
    );
    expect(rejected).toEqual(['oops']);
    expect(getScenarios()).toMatchObject({ latencyMs: 20, offline: false });
    const { call } = createClient();
    expect((await call('payment/form', anna)).body).toMatchObject({
      code: 'client.notActive.error',
    });
    expect((await call('payment/fee', { amount: 1 })).status).toBe(500);
    // The same URL again (a reload) adds nothing twice.
    applyScenarioParams('?mockError=payment/form:client.notActive.error');
    expect(getScenarios().rules).toHaveLength(2);
    applyScenarioParams('?mockError=clear');
    expect(getScenarios().rules).toHaveLength(0);
  });

  it('removes its parameters from the address and keeps the rest', () => {
    expect(
      withoutScenarioParams(
        'http://x/a?mockError=payment/form:general.error&autoFillFormData=1&mockLatency=5',
      ),
    ).toBe('http://x/a?autoFillFormData=1');
  });

  it('holds for the browser session: the rules survive in sessionStorage', () => {
    keepScenariosIn(sessionStorage);
    applyScenarioParams('?mockError=payment/form:client.notActive.error');
    expect(sessionStorage.getItem('tips-mock/scenarios')).toContain('client.notActive.error');
    clearScenarios();
    expect(sessionStorage.getItem('tips-mock/scenarios')).toBeNull();
    keepScenariosIn(null);
  });
});

describe('store reset between tests', () => {
  it('first test changes the store', async () => {
    const { db } = await import('../db/collections');
    await db.users.update((q) => q.where({ uuid: DEMO.anna }), {
      data: (draft) => void (draft.firstName = 'Changed'),
    });
    forceError('payment/form', 'general.error');
  });

  it('the next test sees the seed again and no scenario', async () => {
    expect((await createClient().call('payment/form', anna)).body).toMatchObject({
      firstName: 'Anna',
    });
  });
});
