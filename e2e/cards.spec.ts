import type { Page } from '@playwright/test';
import { expect, test } from './support/signed-in';

/** Test cards of the mock gateway (mocks/gateway/test-cards.ts). */
const SUCCESS_CARD = /4111 1111 1111 1111/;
const DECLINED_CARD = /4000 0000 0000 0002/;

test.use({ locale: 'en-US', signedIn: true });

const cards = (page: Page) => page.getByRole('list', { name: 'Your cards' });

/** "Add a card", then the mock gateway's card-binding page with one test card. */
async function bindOnGateway(page: Page, card: RegExp) {
  await page.getByRole('button', { name: 'Add a card' }).first().click();
  await expect(page).toHaveURL(/\/mocks\/gateway\/index\.html\?mode=bind&orderId=/);
  await expect(page.getByText('Add a card to receive tips on')).toBeVisible();
  await page.getByRole('radio', { name: card }).check();
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page).toHaveURL(/\/cabinet\/cards$/);
}

test.describe('payout cards', () => {
  test('bind a card with the success test card and see it active', async ({ page }) => {
    await page.goto('/cabinet/cards');
    await expect(cards(page).getByRole('listitem')).toHaveCount(1);
    await bindOnGateway(page, SUCCESS_CARD);
    await expect(page.getByText('Card Visa •••• 1111 added: tips now go to it.')).toBeVisible();
    const added = cards(page).getByRole('listitem', { name: 'Visa •••• 1111' });
    await expect(added).toContainText('Active: tips are paid out here');
    await expect(added).toContainText('4111 11•• •••• 1111');
    await expect(cards(page).getByRole('listitem', { name: 'Visa •••• 1234' })).toContainText(
      'Make active',
    );
    // Back from the gateway the address forgot the order: a reload confirms nothing twice.
    await page.reload();
    await expect(cards(page).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText(/added: tips now go to it/)).toHaveCount(0);
  });

  test('a declined card shows failure and nothing is added', async ({ page }) => {
    await page.goto('/cabinet/cards');
    await expect(cards(page).getByRole('listitem')).toHaveCount(1);
    await bindOnGateway(page, DECLINED_CARD);
    const outcome = page.getByRole('alert');
    await expect(outcome.getByRole('heading', { name: 'The card was not added' })).toBeVisible();
    await expect(cards(page).getByRole('listitem')).toHaveCount(1);
  });

  test('delete a card after a confirmation that names it; the banner then asks for one', async ({
    page,
  }) => {
    await page.goto('/cabinet/cards');
    await page.getByRole('button', { name: 'Delete card Visa •••• 1234' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete card Visa •••• 1234?' });
    await expect(dialog).toContainText('This is your only card.');
    await dialog.getByRole('button', { name: 'Delete card' }).click();
    await expect(page.getByText('Card Visa •••• 1234 deleted.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No cards yet' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'No card for payouts' })).toBeVisible();
    // Everywhere in the cabinet, until a card is active again.
    await page.goto('/cabinet');
    await expect(page.getByRole('region', { name: 'No card for payouts' })).toBeVisible();
  });
});
