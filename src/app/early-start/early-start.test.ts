import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { server } from '@mocks/node';
import { setupMockBackend } from '@mocks/test-utils';

setupMockBackend();

/** Paths of every request the backend received, in order. */
let received: string[];
const count = (path: string) => received.filter((url) => url.endsWith(path)).length;

beforeEach(() => {
  received = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    received.push(url.pathname + url.search);
  });
  window.history.replaceState(null, '', `/${DEMO.annaQrCode}`);
});

afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
  delete (globalThis as { __tipsEarlyStart?: unknown }).__tipsEarlyStart;
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
  vi.resetModules();
});

/** Runs the inline script, as index.html does, in a module graph of its own. */
async function runEarlyStart() {
  vi.resetModules();
  await import('./early-start');
  // The app's code is then a separate copy of every module, as in the browser.
  vi.resetModules();
}

/** What main.tsx does with the user page, in a fresh module graph. */
async function startApp() {
  const { loadBarrelConfig } = await import('@/lib/config/load-barrel-config');
  const { waitForConfig } = await import('@/lib/config/config-ready');
  const { earlyStartSettled, closeEarlyStart } = await import('@/lib/early-responses');
  const { prefetchPublicPage } = await import('@/features/payment/api/prefetch');
  const { appSettingsQueryOptions } = await import('@/api/app-settings');
  await waitForConfig(Promise.all([loadBarrelConfig(), earlyStartSettled()]));
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery(appSettingsQueryOptions),
    prefetchPublicPage(queryClient, window.location.pathname).settled,
  ]);
  return { queryClient, closeEarlyStart };
}

describe('the early start', () => {
  it('hands the app its responses: every start-up call reaches the backend once', async () => {
    await runEarlyStart();
    const { queryClient } = await startApp();

    expect(count('/payment/form')).toBe(1);
    expect(count('/customization/get')).toBe(1);
    expect(count('/application/settings/info')).toBe(1);
    expect(count('?key=apiprefix')).toBe(1);
    expect(received.filter((url) => url.startsWith('/barrel/'))).toHaveLength(7);
    const form = queryClient.getQueryCache().findAll({
      predicate: (query) => JSON.stringify(query.queryKey).includes('/payment/form'),
    })[0];
    expect(form?.state.data).toMatchObject({ firstName: 'Anna', lastName: 'Petrova' });
  });

  it('a printed code’s address (?s=t) is still one payment/form, with its source: one open', async () => {
    window.history.replaceState(null, '', `/${DEMO.annaQrCode}?s=t`);
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/payment/form'))
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    });
    await runEarlyStart();
    const { queryClient } = await startApp();
    expect(count('/payment/form')).toBe(1);
    await vi.waitFor(() => expect(bodies).toEqual([{ qrCodeUuid: DEMO.annaQrCode, source: 't' }]));
    const [form] = queryClient.getQueryCache().findAll({
      predicate: (query) => JSON.stringify(query.queryKey).includes('/payment/form'),
    });
    expect(form?.state.data).toMatchObject({ firstName: 'Anna' });
    // The script's last step (its preloads) is done before the next test cleans up.
    await vi.waitFor(() =>
      expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(5),
    );
  });

  it("preloads this language's start-up translation chunks, named under the build's version", async () => {
    await runEarlyStart();
    await vi.waitFor(() =>
      expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(5),
    );
    const hrefs = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
    const locale = hrefs[0]?.split('/')[2]?.split('-')[0];
    expect(['ru', 'en', 'kz']).toContain(locale);
    expect(hrefs).toEqual(
      ['app', 'errors', 'i18n', 'payment', 'ui'].map((ns) => `/assets/${locale}-${ns}-test.js`),
    );
  });

  it("puts the recipient's photo into the shell's place once payment/form has answered", async () => {
    // The prerendered shell's photo, parsed before the early start runs.
    document.body.innerHTML = '<img data-early-photo alt="">';
    await runEarlyStart();
    await vi.waitFor(() =>
      expect(document.querySelector('img')?.getAttribute('src')).toContain(
        '/profile/photo/download/',
      ),
    );
    expect(count('/payment/form')).toBe(1);
    document.body.innerHTML = '';
  });

  it('asks nothing for a page that is not a payment page', async () => {
    window.history.replaceState(null, '', '/cabinet/profile');
    await runEarlyStart();
    await startApp();
    expect(count('/payment/form')).toBe(0);
    expect(count('/customization/get')).toBe(0);
  });

  it('once the app has closed the hand-over, the same call is asked again', async () => {
    await runEarlyStart();
    const { closeEarlyStart } = await startApp();
    closeEarlyStart();
    const { getPaymentForm } = await import('@/api/generated/payment/payment');
    await getPaymentForm({ qrCodeUuid: DEMO.annaQrCode });
    expect(count('/payment/form')).toBe(2);
  });

  it('without the inline script every call simply fetches', async () => {
    vi.resetModules();
    await startApp();
    expect(count('/payment/form')).toBe(1);
    expect(received.filter((url) => url.startsWith('/barrel/'))).toHaveLength(7);
  });
});
