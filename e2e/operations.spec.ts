import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/cabinet';

/** Anna's tip page (mocks/db/demo-ids.ts) and the mock gateway's success card. */
const ANNA = '/a0000000-0000-4000-8000-000000000001';
const SUCCESS_CARD = /4111 1111 1111 1111/;

test.use({ locale: 'en-US' });

const history = (page: Page) => page.getByRole('region', { name: 'Operations' });
const totals = (page: Page) => page.getByRole('region', { name: 'Totals' });

/** yyyy-mm-dd of a day before today, and the same as the date fields show it. */
function dayAgo(days: number) {
  const iso = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  return { iso, typed: iso.split('-').reverse().join('.') };
}

test.describe('operations history', () => {
  test('tip Anna 5 on her public page, sign in as Anna: the tip tops today with its comment', async ({
    page,
  }) => {
    await page.goto(ANNA);
    await page.getByRole('button', { name: /^[^\dA-Za-z]*5$/ }).click();
    await page.getByRole('textbox', { name: /Comment/ }).fill('Лучший кофе в городе!');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByRole('radio', { name: SUCCESS_CARD }).check();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/finish\.html\?orderId=/);

    await signIn(page, { path: '/cabinet/operations' });
    const today = history(page).getByRole('heading', { level: 2 }).first();
    await expect(today).toContainText('Today');
    await expect(today).toContainText('Day total: ₸5');
    const first = history(page).getByRole('article').first();
    await expect(first).toContainText('₸5');
    await expect(first).toContainText('Лучший кофе в городе!');
  });

  test('filter by a period, reload, and the filtered view stays', async ({ page }) => {
    await signIn(page, { path: '/cabinet/operations' });
    await expect(history(page)).toBeVisible();
    const from = dayAgo(30);
    const to = dayAgo(1);
    // On a phone the filters wait behind their button, which says how many are on.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('textbox', { name: 'From' }).fill(from.typed);
    await page.getByRole('textbox', { name: 'To' }).fill(to.typed);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?from=${from.iso}&to=${to.iso}$`));
    await expect(history(page)).toBeVisible();
    // Until the period's totals come, the previous ones stay, marked busy.
    await expect(totals(page)).toHaveAttribute('aria-busy', 'false');
    const count = await totals(page).getByRole('definition').nth(1).textContent();

    await expect(page.getByRole('button', { name: 'Filters, 2 on' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.reload();
    await page.getByRole('button', { name: 'Filters, 2 on' }).click();
    await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(from.typed);
    await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(to.typed);
    await expect(totals(page).getByRole('definition').nth(1)).toHaveText(count!);
    await expect(history(page).getByRole('heading', { name: 'Today' })).toHaveCount(0);
  });

  test('on a 390 × 844 phone the first tips are above the fold, the filters folded', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, { path: '/cabinet/operations' });
    const first = history(page).getByRole('article').first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await expect(page.getByRole('textbox', { name: 'From' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('export the filtered history as CSV and read it back', async ({ page }) => {
    const from = dayAgo(60);
    const to = dayAgo(1);
    await signIn(page, { path: `/cabinet/operations?from=${from.iso}&to=${to.iso}` });
    await expect(history(page)).toBeVisible();
    const count = Number(await totals(page).getByRole('definition').nth(1).textContent());
    expect(count).toBeGreaterThan(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`tips-history-${from.iso}-${to.iso}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Date and time,Amount,Currency,Percent of the bill,Rating,Emoji,Message,QR code,Team,Recipient,Table,Job position,Operation ID',
    );
    // One line per operation (messages here have no line breaks), dates ISO with an offset.
    expect(lines).toHaveLength(count + 1);
    for (const line of lines.slice(1))
      expect(line).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2},/);
    expect(lines.some((line) => line.includes('Спасибо за вечер!'))).toBe(true);
  });
});
