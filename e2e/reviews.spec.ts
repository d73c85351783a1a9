import { expect, test } from '@playwright/test';
import { signIn } from './support/cabinet';
import { tipAndPay } from './support/gateway';

/** Anna's tip page (mocks/db/demo-ids.ts). */
const ANNA = '/a0000000-0000-4000-8000-000000000001';
const COMMENT = 'The best evening this year';

test.use({ locale: 'en-US' });

test.describe('what guests say', () => {
  test('a guest’s 4-star tip with a comment shows on Anna’s home and in her reviews', async ({
    page,
  }) => {
    await page.goto(ANNA);
    await expect(page.getByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeVisible();
    await page.getByRole('button', { name: /^[^\dA-Za-z]*5$/ }).click();
    await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await page.getByRole('textbox', { name: /Comment/ }).fill(COMMENT);
    await tipAndPay(page);

    await signIn(page);
    const takings = page.getByRole('region', { name: 'Takings' });
    const today = takings.getByRole('term').filter({ hasText: 'Today' }).locator('..');
    await expect(today).toContainText('₸5');
    await expect(today).toContainText('1 tip');
    const latest = page.getByRole('region', { name: 'Latest tips' }).getByRole('link').first();
    await expect(latest).toContainText(COMMENT);
    await expect(latest.getByRole('img', { name: 'Rating: 4 stars' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rating, last 30 days' })).toContainText(
      /\d(\.\d)? of 5/,
    );

    await page.getByRole('link', { name: 'What guests say' }).click();
    await expect(page).toHaveURL(/\/cabinet\/reviews$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What guests say' })).toBeVisible();
    const stars = page.getByRole('region', { name: 'Stars given' });
    await expect(stars.locator('[role="graphics-symbol"]')).toHaveCount(5);
    await stars.getByRole('button', { name: 'Show as table' }).click();
    await expect(stars.getByRole('row', { name: /^4 stars/ })).toContainText(/\d+ tips?/);
    const comments = page.getByRole('region', { name: 'Comments' });
    await expect(comments.getByRole('link').first()).toContainText(COMMENT);
  });
});
