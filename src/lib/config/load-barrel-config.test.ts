import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BARREL_NETWORK_ERROR, fetchBarrel, loadBarrelConfig } from './load-barrel-config';
import { defaultRuntimeConfig, getRuntimeConfig, resetRuntimeConfig } from './runtime-config';

const BARREL = `${window.location.origin}/barrel/tips-web`;
const server = setupServer();
const askedKeys: string[] = [];

/** Answers each key from a table; keys missing from the table get 404 Not Found. */
function serveBarrel(table: Record<string, () => Response>) {
  server.use(
    http.get(BARREL, ({ request }) => {
      const key = new URL(request.url).searchParams.get('key') ?? '';
      askedKeys.push(key);
      return table[key]?.() ?? new HttpResponse(null, { status: 404, statusText: 'Not Found' });
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRuntimeConfig();
  askedKeys.length = 0;
});
afterAll(() => server.close());

describe('fetchBarrel', () => {
  it('asks for the lowercased key and parses a JSON answer', async () => {
    serveBarrel({ roothosts: () => HttpResponse.json(['tips.example.kz']) });
    await expect(fetchBarrel('tips-web', 'rootHosts')).resolves.toEqual(['tips.example.kz']);
    expect(askedKeys).toEqual(['roothosts']);
  });

  it('keeps other content as text', async () => {
    serveBarrel({ apiprefix: () => HttpResponse.text('/gateway/api') });
    await expect(fetchBarrel('tips-web', 'apiPrefix')).resolves.toBe('/gateway/api');
  });

  it('combines a list into a map by key and leaves a failed key out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveBarrel({
      apiprefix: () => HttpResponse.text('/v2/api'),
      sentrydsn: () => HttpResponse.json('https://key@sentry.example/1'),
    });
    await expect(
      fetchBarrel('tips-web', ['apiPrefix', 'gatewayPrefix', 'sentryDsn']),
    ).resolves.toEqual({
      apiPrefix: '/v2/api',
      sentryDsn: 'https://key@sentry.example/1',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('gatewayPrefix: Not Found'));
  });

  it('rejects with the status text on a non-200 answer', async () => {
    serveBarrel({
      apiprefix: () => new HttpResponse('busy', { status: 503, statusText: 'Service Unavailable' }),
    });
    await expect(fetchBarrel('tips-web', 'apiPrefix')).rejects.toThrow(/^Service Unavailable$/);
  });

  it('treats another 2xx as a failure too (only 200 carries a value)', async () => {
    serveBarrel({
      apiprefix: () => new HttpResponse(null, { status: 204, statusText: 'No Content' }),
    });
    await expect(fetchBarrel('tips-web', 'apiPrefix')).rejects.toThrow('No Content');
  });

  it('rejects with the Russian message when the request fails on the network', async () => {
    server.use(http.get(BARREL, () => HttpResponse.error()));
    await expect(fetchBarrel('tips-web', 'apiPrefix')).rejects.toThrow(BARREL_NETWORK_ERROR);
    expect(BARREL_NETWORK_ERROR).toBe('Запрос в barrel не был выполнен успешно');
  });
});

describe('loadBarrelConfig', () => {
  it('merges the answered keys into the runtime configuration', async () => {
    serveBarrel({
      apiprefix: () => HttpResponse.text('/proxy/api'),
      gatewayprefix: () => HttpResponse.json('/pg'),
      roothosts: () => HttpResponse.json(['tips.example.kz']),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadBarrelConfig();
    expect(getRuntimeConfig()).toMatchObject({
      apiPrefix: '/proxy/api',
      gatewayPrefix: '/pg',
      rootHosts: ['tips.example.kz'],
      sentryDsn: defaultRuntimeConfig.sentryDsn,
    });
    expect(askedKeys.sort()).toEqual([
      'apiprefix',
      'gatewayorigins',
      'gatewayprefix',
      'roothosts',
      'sentrydsn',
      'sentryenvironment',
      'sentrytunnel',
    ]);
  });

  it('keeps the defaults and only warns when the barrel is unreachable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(BARREL, () => HttpResponse.error()));
    await expect(loadBarrelConfig()).resolves.toBeUndefined();
    expect(getRuntimeConfig()).toEqual(defaultRuntimeConfig);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(BARREL_NETWORK_ERROR));
  });

  it('keeps the defaults on non-200 answers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveBarrel({});
    await loadBarrelConfig();
    expect(getRuntimeConfig()).toEqual(defaultRuntimeConfig);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('refuses values of the wrong shape and the SPA fallback page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveBarrel({
      apiprefix: () => HttpResponse.html('<!doctype html><html></html>'),
      roothosts: () => HttpResponse.json('tips.example.kz'),
      sentrytunnel: () => HttpResponse.text('/tunnel'),
    });
    await loadBarrelConfig();
    expect(getRuntimeConfig().apiPrefix).toBe(defaultRuntimeConfig.apiPrefix);
    expect(getRuntimeConfig().rootHosts).toEqual(defaultRuntimeConfig.rootHosts);
    expect(getRuntimeConfig().sentryTunnel).toBe('/tunnel');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('"apiPrefix" has an unexpected shape'),
    );
  });
});
