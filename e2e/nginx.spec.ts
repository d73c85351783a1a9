import { expect, test, type APIResponse } from '@playwright/test';
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { recordViolations } from './support/csp';
import { NGINX_ENVIRONMENT } from './support/nginx';

/**
 * The production build (dist/) as the image serves it: Debian's nginx with deploy/nginx.conf
 * and deploy/entrypoint.sh (`npm run serve:nginx`, started by playwright.config.ts with the
 * environment below). No API behind it: this checks the server, not the app's calls.
 */
const API = new URL(NGINX_ENVIRONMENT.API_BASE_URL).origin;

const ANNA = '/a0000000-0000-4000-8000-000000000001';
const TEAM = '/t/b0000000-0000-4000-8000-000000000001';
/** Addresses of the app's page (the tip pages get their prerendered shells, below). */
const APP_PAGES = ['/cabinet/operations/not-a-uuid', '/orders', '/finish.html?orderId=1'];
const DEEP_LINKS = [ANNA, TEAM, ...APP_PAGES];

/** The first hashed script the page starts. */
async function entryScript(request: { get: (url: string) => Promise<APIResponse> }) {
  const html = await (await request.get('/')).text();
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  return entry!;
}

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['content-security-policy'], what).toMatch(/script-src 'self' 'sha256-[^']+'/);
  expect(headers['content-security-policy'], what).toMatch(/frame-ancestors 'none'/);
  expect(headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
  expect(headers['permissions-policy'], what).toBe(
    'camera=(), microphone=(), geolocation=(), payment=()',
  );
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

test('every answer carries the security headers, the page’s own hash and the API’s origin', async ({
  request,
}) => {
  const entry = await entryScript(request);
  for (const path of ['/', ...DEEP_LINKS, entry, '/assets/missing.js', '/.vite/manifest.json'])
    expectSecurityHeaders(await request.get(path), path);
  const config = await request.get('/barrel/tips-web?key=apiprefix');
  expectSecurityHeaders(config, 'runtime configuration');

  // One source of truth: the hash the build wrote into the headers is the served early start's.
  const page = await request.get('/');
  const inline = /<script>([\s\S]*?)<\/script>/.exec(await page.text())?.[1] ?? '';
  const hash = createHash('sha256').update(inline).digest('base64');
  expect(page.headers()['content-security-policy']).toContain(`'sha256-${hash}'`);
  // The configured API's origin may be called, in the header and in the page's <meta> alike.
  expect(page.headers()['content-security-policy']).toMatch(`connect-src 'self' ${API}`);
  expect(await page.text()).toMatch(`connect-src 'self' ${API}`);
});

test('a deep link gets the app’s page, revalidated on every visit', async ({ request }) => {
  const page = await (await request.get('/')).text();
  for (const path of APP_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expect(await response.text(), path).toBe(page);
  }
});

test('the tip pages get their prerendered shell in the visitor’s language', async ({ request }) => {
  for (const [path, acceptLanguage, lang] of [
    [ANNA, 'ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    [ANNA, 'de-DE,kk;q=0.9,ru;q=0.8', 'kk'],
    [TEAM, 'en-US,en;q=0.9', 'en'],
    // Below a base path of two segments (a host that is not one of rootHosts).
    [`/venue/table${ANNA}`, 'fr-FR', 'en'],
  ] as const) {
    const what = `${path} (${acceptLanguage})`;
    const response = await request.get(path, { headers: { 'accept-language': acceptLanguage } });
    expect(response.status(), what).toBe(200);
    expect(response.headers()['content-type'], what).toMatch(/^text\/html/);
    expect(response.headers()['cache-control'], what).toBe('no-cache');
    expect(
      response
        .headersArray()
        .some(({ name, value }) => /^vary$/i.test(name) && /accept-language/i.test(value)),
      what,
    ).toBe(true);
    expectSecurityHeaders(response, what);
    const html = await response.text();
    expect(html, what).toContain(`<html lang="${lang}"`);
    expect(html, what).toContain('<div id="root"><!--$--><div data-prerendered=""');
    // As this environment's start wrote it: the API's origin in its <meta> policy too.
    expect(html, what).toMatch(`connect-src 'self' ${API}`);
  }
});

test('hashed files are kept a year and compressed; a missing one is not kept', async ({
  request,
}) => {
  const entry = await entryScript(request);
  const asset = await request.get(entry, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-type']).toMatch(/javascript/);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  // The build's own .gz (build/plugins/precompress.ts), not one compressed on the fly.
  expect(Number(asset.headers()['content-length'])).toBe(statSync(`dist${entry}.gz`).size);

  const missing = await request.get('/assets/missing.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-cache');
});

test('the runtime configuration comes from the environment, revalidated on every visit', async ({
  request,
}) => {
  const environment = await request.get('/barrel/tips-web?key=sentryenvironment');
  expect(environment.status()).toBe(200);
  expect(environment.headers()['content-type']).toMatch(/^application\/json/);
  expect(environment.headers()['cache-control']).toBe('no-cache');
  expect(await environment.json()).toBe(NGINX_ENVIRONMENT.SENTRY_ENVIRONMENT);
  expect(await (await request.get('/barrel/tips-web?key=apiprefix')).json()).toBe(
    NGINX_ENVIRONMENT.API_BASE_URL,
  );
  // Not configured: the app keeps its built default. A key is never a path (meta/ holds the
  // build's manifests beside the served folders).
  for (const key of ['gatewayprefix', '../../../meta/manifest', '..%2F..%2F..%2Fmeta%2Fmanifest'])
    expect((await request.get(`/barrel/tips-web?key=${key}`)).status(), key).toBe(404);
});

test('nothing that is not for browsers is served', async ({ request }) => {
  const entry = await entryScript(request);
  for (const path of [
    '/.vite/manifest.json',
    '/.vite/chunk-modules.json',
    '/.vite/security-headers.conf',
    '/_headers',
    '/security-headers.conf',
    `${entry}.map`,
    '/nginx.conf',
  ])
    expect((await request.get(path)).status(), path).toBe(404);
});

test('the app starts within the served policy', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto(ANNA);
  // The inline early start ran (its hash is in the policy) and the entry module loaded.
  await expect.poll(() => page.evaluate(() => '__tipsEarlyStart' in window)).toBe(true);
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(await violations()).toEqual([]);
});
