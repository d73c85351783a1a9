import { expect, type Page } from '@playwright/test';
import { enterCode, lastCode } from './cabinet';

/** A 1×1 PNG, as a photo from the phone's gallery would arrive. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Registers a new personal account by e-mail through the registration screens (English) and
 * lands in the cabinet; answers its login.
 */
export async function registerAccount(
  page: Page,
  { firstName = 'Aigerim', lastName = 'Sadykova', password = 'Secret-42' } = {},
): Promise<{ email: string; password: string }> {
  const email = `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/auth/register');
  await page.getByLabel(/^First name/).fill(firstName);
  await page.getByLabel(/^Last name/).fill(lastName);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByRole('button', { name: 'Get a code' }).click();
  await enterCode(page, await lastCode(page, email));
  await page.getByLabel(/^New password/).fill(password);
  await page.getByRole('checkbox', { name: 'I accept the team member agreement' }).check();
  await page.getByRole('button', { name: 'Finish registration' }).click();
  await expect(page).toHaveURL(/\/cabinet$/);
  return { email, password };
}
