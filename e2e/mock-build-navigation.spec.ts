import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/cabinet';

/**
 * The mock build answers every full navigation at once. Its backend lives in a service worker
 * that sees every request of the page, chunks included; once it held a page coming back from
 * the mock card gateway for about 13 s. Here five full navigations in a row (a cabinet page,
 * the gateway and its return, a reload, another area) must each have their first API answer,
 * and every script, within a second of asking.
 */
const MOST_MS = 1000;

test.use({ locale: 'en-US' });

interface Timing {
  name: string;
  ms: number;
}

/** What this page asked for so far: its first API call and its scripts, with their times. */
async function requestTimings(page: Page): Promise<{ firstApi: Timing | null; scripts: Timing[] }> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const timing = (entry: PerformanceResourceTiming) => ({
      name: new URL(entry.name).pathname,
      ms: Math.round(entry.responseEnd - entry.startTime),
    });
    const api = entries.find((entry) => new URL(entry.name).pathname.includes('/api/'));
    return {
      firstApi: api ? timing(api) : null,
      scripts: entries.filter((entry) => entry.initiatorType === 'script').map(timing),
    };
  });
}

/** Once the page shows `heading`: its first API answer and every script came within MOST_MS. */
async function expectAnsweredAtOnce(page: Page, heading: string | RegExp, label: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const { firstApi, scripts } = await requestTimings(page);
  expect(firstApi, `${label}: an API call`).not.toBeNull();
  expect(firstApi!.ms, `${label}: first API answer ${firstApi!.name}`).toBeLessThanOrEqual(MOST_MS);
  for (const script of scripts)
    expect(script.ms, `${label}: script ${script.name}`).toBeLessThanOrEqual(MOST_MS);
}

test('five full navigations in a row each answer within a second', async ({ page }) => {
  await signIn(page, { path: '/cabinet/cards' });

  // 1. A full load of a cabinet area.
  await page.goto('/cabinet/operations');
  await expectAnsweredAtOnce(page, 'Operations history', 'history');

  // 2. The mock card gateway, a page of its own that starts the mock backend too.
  await page.goto('/cabinet/cards');
  await expectAnsweredAtOnce(page, 'Payout cards', 'cards');
  await page.getByRole('button', { name: 'Add a card' }).first().click();
  await expect(page).toHaveURL(/\/mocks\/gateway\/index\.html\?mode=bind&orderId=/);
  await page.getByRole('radio', { name: /4111 1111 1111 1111/ }).check();
  await page.getByRole('button', { name: 'Add card' }).click();

  // 3. Back from the gateway: the navigation that was once held.
  await expect(page).toHaveURL(/\/cabinet\/cards$/);
  await expectAnsweredAtOnce(page, 'Payout cards', 'return from the gateway');
  await expect(page.getByText('Card Visa •••• 1111 added: tips now go to it.')).toBeVisible();

  // 4. A reload.
  await page.reload();
  await expectAnsweredAtOnce(page, 'Payout cards', 'reload');

  // 5. Another area by a full load.
  await page.goto('/cabinet/statistics');
  await expectAnsweredAtOnce(page, 'Statistics', 'statistics');
});
