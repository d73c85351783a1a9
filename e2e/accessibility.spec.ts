import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { signIn } from './support/cabinet';

/**
 * axe (the engine Storybook's test-runner uses) on whole pages of the mock build, in the
 * states a story cannot show: the private frame while its code, its words or the session
 * check are on their way, and an area while its code arrives. Every state has its main
 * landmark and one level-one heading.
 */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

test.use({ locale: 'en-US' });

async function expectNoViolations(page: Page) {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const { violations } = await (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe.run(document);
    return violations.map(
      ({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`,
    );
  });
  expect(violations).toEqual([]);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
}

interface AxeViolation {
  id: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Holds every request for a built file matching `pattern` until the returned function is
 * called. On the context, not the page: the mock build's service worker (MSW) fetches the
 * page's files, and only the context's routes see those requests.
 */
async function holdFiles(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the public pages, sign-in and /orders', async ({ page }) => {
  for (const [path, heading] of [
    ['/a0000000-0000-4000-8000-000000000001', 'Anna Petrova'],
    ['/t/b0000000-0000-4000-8000-000000000001', 'Cafe Pushkin'],
    ['/no/such/page', 'Page not found'],
    ['/auth/sign-in', 'Sign in'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The language switcher, which arrives after the first paint, is checked too.
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expectNoViolations(page);
  }
  // Anna has one organisation: /orders opens it. Checking the list's heading first raced that
  // redirect (it passed only while the machine was quick enough to catch the list).
  await signIn(page, { path: '/orders', landsOn: '/orders/d1000000-0000-4000-8000-000000000001' });
  await expect(page.getByRole('heading', { level: 1, name: 'Pushkin LLP' })).toBeVisible();
  await expectNoViolations(page);
});

test('the private frame while its code arrives', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const release = await holdFiles(page, /\/assets\/private-area-[^/]*\.js$/);
  await page.goto('/orders');
  const loading = page.getByRole('heading', { level: 1, name: 'Loading…' });
  await expect(loading).toBeAttached();
  await expectNoViolations(page);
  // Still the loading state that was checked.
  await expect(loading).toBeAttached();
  release();
});

test('the session check, then an area while its code arrives', async ({ page }) => {
  await signIn(page, { path: '/cabinet' });
  // profile/info answers late: the session guard's state shows.
  await page.evaluate(() => window.__mockBackend?.setLatency(20_000));
  await page.goto('/orders');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Checking your sign-in…' }),
  ).toBeVisible();
  await expectNoViolations(page);
  await expect(page.getByRole('heading', { name: 'Checking your sign-in…' })).toBeVisible();

  await page.evaluate(() => window.__mockBackend?.setLatency(0));
  const release = await holdFiles(page, /\/assets\/orders-area-[^/]*\.js$/);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expectNoViolations(page);
  // Still the area's loading state (its screen names Anna's organisation).
  await expect(page.getByText('Pushkin LLP')).toHaveCount(0);
  release();
  await expect(page.getByText('Pushkin LLP').first()).toBeVisible();
});
