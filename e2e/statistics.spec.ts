import type { Page } from '@playwright/test';
import { tipAndPay } from './support/gateway';
import { expect, test } from './support/signed-in';

/** Anna's tip page (mocks/db/demo-ids.ts). */
const ANNA = '/a0000000-0000-4000-8000-000000000001';

test.use({ locale: 'en-US', signedIn: true });

/** The receipts chart, its bars (graphics symbols) and its table toggle. */
const receipts = (page: Page) => page.getByRole('region', { name: 'Tips received' });
const receiptBars = (page: Page) => receipts(page).locator('[role="graphics-symbol"]');

/** The amount of a row or bar text: "₸1,234.50" → 1234.5. */
const amountOf = (text: string | null) =>
  Number(/₸([\d,.]+)/.exec(text ?? '')?.[1]?.replace(/,/g, ''));

/** The mock's days are UTC days: this month by name, as the table names it. */
const thisMonth = () =>
  new Date().toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Today's row of the receipts table (the days view, today last). */
async function todaysTotal(page: Page): Promise<number> {
  await page.getByRole('tab', { name: 'Days' }).click();
  await receipts(page).getByRole('button', { name: 'Show as table' }).click();
  const today = receipts(page).getByRole('table').getByRole('row').last();
  await expect(today.getByRole('rowheader')).toHaveText(
    new Date().toLocaleString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  );
  return amountOf(await today.getByRole('cell').textContent());
}

test.describe('statistics', () => {
  test('switch Days → Weeks → Months and see the bars change; find this month in the table', async ({
    page,
  }) => {
    await page.goto('/cabinet/statistics');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    await expect(receiptBars(page)).toHaveCount(30);
    await expect(receiptBars(page).last()).toHaveAttribute(
      'aria-label',
      /^[A-Z][a-z]+ \d+, \d{4}: ₸/,
    );

    await page.getByRole('tab', { name: 'Weeks' }).click();
    await expect(page).toHaveURL(/period=WEEK/);
    await expect(receiptBars(page)).toHaveCount(12);
    await expect(receiptBars(page).last()).toHaveAttribute('aria-label', /^Week \d+ of \d{4} \(/);

    await page.getByRole('tab', { name: 'Months' }).click();
    await expect(page).toHaveURL(/period=MONTH/);
    await expect(receiptBars(page)).toHaveCount(12);
    await expect(receiptBars(page).last()).toHaveAttribute(
      'aria-label',
      new RegExp(`^${thisMonth()}: ₸`),
    );
    const barTotal = amountOf(await receiptBars(page).last().getAttribute('aria-label'));

    // The same data as a table: this month's row holds this month's bar.
    await receipts(page).getByRole('button', { name: 'Show as table' }).click();
    const row = receipts(page).getByRole('row', { name: new RegExp(`^${thisMonth()}`) });
    await expect(row).toBeVisible();
    expect(amountOf(await row.getByRole('cell').textContent())).toBe(barTotal);
    await expect(receiptBars(page)).toHaveCount(0);

    // The choice survives a reload.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Months', selected: true })).toBeVisible();
  });

  test('tip Anna on her public page and see today’s total grow', async ({ page }) => {
    await page.goto('/cabinet/statistics');
    const before = await todaysTotal(page);

    await page.goto(ANNA);
    await page.getByRole('button', { name: /^[^\dA-Za-z]*5$/ }).click();
    await tipAndPay(page);

    await page.goto('/cabinet/statistics');
    expect(await todaysTotal(page)).toBe(before + 5);
  });

  test('a team’s statistics rank its members and keep the team across periods', async ({
    page,
  }) => {
    await page.goto('/cabinet/statistics');
    await page
      .getByRole('navigation', { name: 'Whose statistics' })
      .getByRole('link', { name: 'Cafe Pushkin' })
      .click();
    await expect(page.getByText('Cafe Pushkin · 65 members')).toBeVisible();
    const members = page.getByRole('region', { name: 'Members' });
    await expect(members.getByRole('listitem').first()).toContainText('Anna Petrova');
    await page.getByRole('tab', { name: 'Weeks' }).click();
    await expect(page).toHaveURL(/team=b0000000-0000-4000-8000-000000000001/);
    await expect(receiptBars(page)).toHaveCount(12);
  });
});
