import { expect, test } from '@playwright/test';
import { signIn } from './support/cabinet';

/** Anna's tip page (mocks/db/demo-ids.ts) and the mock gateway's success card. */
const ANNA = '/a0000000-0000-4000-8000-000000000001';
const SUCCESS_CARD = /4111 1111 1111 1111/;

test.use({ locale: 'en-US' });

test('a tip with a comment paid on the public page shows as one notification with amount and comment', async ({
  page,
}) => {
  await page.goto(ANNA);
  await page.getByRole('button', { name: /^[^\dA-Za-z]*5$/ }).click();
  // The star a guest taps: the label around the visually hidden radio.
  await page.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByRole('textbox', { name: /Comment/ }).fill('Лучший кофе в городе!');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.getByRole('radio', { name: SUCCESS_CARD }).check();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/finish\.html\?orderId=/);

  await signIn(page, { path: '/cabinet/notifications' });
  const list = page.getByRole('region', { name: 'All notifications' });
  const today = list.getByRole('region', { name: 'Today' });
  const tip = today.getByRole('listitem').filter({ hasText: 'Лучший кофе в городе!' });
  await expect(tip).toHaveCount(1);
  await expect(tip.getByRole('link')).toHaveText(
    'You received a tip of ₸5. The guest wrote: “Лучший кофе в городе!”',
  );
  await expect(tip).toContainText('New');
  // Not a second entry for the comment, anywhere in the list.
  await expect(list.getByRole('listitem').filter({ hasText: 'Лучший кофе в городе!' })).toHaveCount(
    1,
  );

  // Opening it leads to the tip, and reads both.
  await tip.getByRole('link').click();
  await expect(page).toHaveURL(/\/cabinet\/operations\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(
    list.getByRole('listitem').filter({ hasText: 'Лучший кофе в городе!' }),
  ).not.toContainText('New');
});
