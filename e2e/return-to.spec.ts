import { expect, test } from '@playwright/test';
import { DEMO, enterCode, lastCode } from './support/cabinet';

test.use({ locale: 'en-US' });

/**
 * A `returnTo` that is not a same-origin path once normalised: sign-in still succeeds and
 * lands on the cabinet. `/<tab>/evil.example` reads as `//evil.example` to the browser's URL
 * parser: following it would leave the origin, or throw.
 */
for (const returnTo of ['/\t/evil.example', '/\n/evil.example', '/.//evil.example']) {
  test(`sign-in with returnTo ${JSON.stringify(returnTo)} lands on the cabinet`, async ({
    page,
  }) => {
    await page.goto(`/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
    await page.getByLabel(/^E-mail/).fill(DEMO.email);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    await enterCode(page, await lastCode(page, DEMO.email));
    await expect(page).toHaveURL(/\/cabinet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your cabinet' })).toBeVisible();
  });
}
