import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handOverConfig, openEarlyStart } from '@/lib/early-responses';
import { getRuntimeConfig, resetRuntimeConfig } from './runtime-config';
import { startRuntimeConfig } from './start-runtime-config';

const server = setupServer();
let barrelCalls = 0;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRuntimeConfig();
  barrelCalls = 0;
  delete (globalThis as { __tipsEarlyStart?: unknown }).__tipsEarlyStart;
});
afterAll(() => server.close());

function serveBarrel() {
  server.use(
    http.get(`${window.location.origin}/barrel/tips-web`, ({ request }) => {
      barrelCalls += 1;
      const key = new URL(request.url).searchParams.get('key');
      return key === 'apiprefix'
        ? HttpResponse.text('/from-barrel/api')
        : new HttpResponse(null, { status: 404 });
    }),
  );
}

describe('startRuntimeConfig', () => {
  it('takes the configuration the early start loaded, without asking the barrel again', async () => {
    serveBarrel();
    openEarlyStart();
    handOverConfig(Promise.resolve({ ...getRuntimeConfig(), apiPrefix: '/early/api' }));
    await startRuntimeConfig();
    expect(getRuntimeConfig().apiPrefix).toBe('/early/api');
    expect(barrelCalls).toBe(0);
  });

  it('asks the barrel itself when there was no early start', async () => {
    serveBarrel();
    await startRuntimeConfig();
    expect(getRuntimeConfig().apiPrefix).toBe('/from-barrel/api');
    expect(barrelCalls).toBeGreaterThan(0);
  });
});
