import { expect, type Locator, type Page } from '@playwright/test';

/** Demo data of the order-to-order area (mocks/db/demo-ids.ts). */
export const PUSHKIN_LLP = 'd1000000-0000-4000-8000-000000000001';
/** Order 1001: PAID, 500 KZT, nothing refunded. */
export const PAID_ORDER = 'd3000000-0000-4000-8000-000000000001';

/** An amount as the English screens write tenge: "₸400", "₸1,200.50". */
export const tenge = (amount: string) => new RegExp(`^₸\\s?${amount.replace('.', '\\.')}$`);

/** A figure of a definition list (order details, statistics): the `dd` after its `dt`. */
export const figure = (scope: Page | Locator, term: string): Locator =>
  scope
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The statistics' refunded amount of the period shown, in major units. */
export async function refundedInStatistics(page: Page): Promise<number> {
  const refunded = figure(page.getByRole('region', { name: 'Statistics' }), 'Refunded');
  await expect(refunded).toHaveText(/^₸/);
  return Number((await refunded.innerText()).replace(/[^\d.]/g, ''));
}

/** Opens the refund of part of the open order and types `amount` (major units). */
export async function startPartialRefund(page: Page, amount: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Refund part' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund part of the order' });
  await dialog.getByLabel(/^Amount to refund/).fill(amount);
  return dialog;
}

/** The refund dialog's confirm button for `amount` ("Refund ₸100"). */
export const confirmButton = (dialog: Locator, amount: string) =>
  dialog.getByRole('button', { name: new RegExp(`^Refund ₸\\s?${amount}$`) });
