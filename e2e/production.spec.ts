import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

/**
 * The production build (dist/, served by scripts/serve-production.mjs): it starts through the
 * inline early start (src/app/early-start/), which the mock build used by the other specs has
 * not. Anna's page must come up whole, with each start-up call asked only once.
 */
const ANNA = '/a0000000-0000-4000-8000-000000000001';

test.use({ locale: 'en-US' });

/** Built files of the private area: its code and its words (dist/.vite/manifest.json). */
function privateAreaFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  return new Set(
    Object.entries(manifest)
      .filter(([key, chunk]) =>
        /^src\/(features\/(cabinet|auth|orders)\/|locales\/[^/]+\/(auth|cabinet)\.json$)/.test(
          chunk.src ?? key,
        ),
      )
      .map(([, chunk]) => `/${chunk.file}`),
  );
}

test('the user page starts through the early start and asks each first call once', async ({
  page,
}) => {
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const call = url.pathname + (url.pathname.startsWith('/barrel/') ? url.search : '');
    asked.set(call, (asked.get(call) ?? 0) + 1);
  });
  await page.goto(ANNA);

  await expect(page.getByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeVisible();
  const photo = page.locator('header img');
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The fee is asked after the first paint; then the total includes it (3% of 5).
  await expect(page.getByTestId('tip-total')).toHaveText(/5\.15/);

  expect(await page.evaluate(() => '__tipsEarlyStart' in window)).toBe(true);
  // Cabinet code and words never load on a public page.
  const privateFiles = privateAreaFiles();
  expect(privateFiles.size).toBeGreaterThan(0);
  expect([...asked.keys()].filter((path) => privateFiles.has(path))).toEqual([]);
  for (const call of [
    '/api/payment/form',
    '/api/customization/get',
    '/api/application/settings/info',
    '/barrel/tips-web?key=apiprefix',
    '/barrel/tips-web?key=sentrydsn',
  ]) {
    expect(asked.get(call), call).toBe(1);
  }
});

test('a page that is not a payment page starts the app too', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the app still starts where a strict CSP blocks the inline early start', async ({ page }) => {
  // The HTML as a deployment with `script-src 'self'` would serve it: no inline script runs.
  await page.route(ANNA, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': "script-src 'self'" },
    });
  });
  await page.goto(ANNA);
  await expect(page.getByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeVisible();
  expect(await page.evaluate(() => '__tipsEarlyStart' in window)).toBe(false);
});
