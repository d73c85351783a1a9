import { expect, type Page } from '@playwright/test';

/** The mock gateway's test cards (mocks/gateway/, README "Demo data"). */
export const SUCCESS_CARD = /4111 1111 1111 1111/;

/** On the mock gateway's page: pays with `card`. */
export async function payOnGateway(page: Page, card: RegExp = SUCCESS_CARD): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Mock payment gateway' })).toBeVisible();
  await page.getByRole('radio', { name: card }).check();
  await page.getByRole('button', { name: 'Pay' }).click();
}

/** On a tip page with its amount chosen: pays it with the success card, to the thank-you page. */
export async function tipAndPay(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Pay/ }).click();
  await payOnGateway(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you! Your tip has been sent',
  );
}
