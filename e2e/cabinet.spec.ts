import { expect, test } from '@playwright/test';
import { AREAS } from './support/areas';
import { openCabinetMenu, signIn, signOut } from './support/cabinet';

test.use({ locale: 'en-US' });

test.describe('the cabinet frame', () => {
  test('sign in, reach every area from the navigation, see the bell, sign out', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your cabinet' })).toBeVisible();
    // The demo account has unread notifications in the seed: the bell says so.
    await expect(page.getByRole('link', { name: 'Notifications, new ones waiting' })).toBeVisible();

    for (const { name, path, heading } of AREAS) {
      const menu = await openCabinetMenu(page);
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${name} · Tips`);
    }

    await signOut(page);
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await page.goto('/cabinet');
    await expect(page).toHaveURL(/\/auth\/sign-in/);
  });

  test('/orders without a session goes to sign-in and comes back after it', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Forders$/);
    await signIn(page, {
      path: '/orders',
      landsOn: '/orders/d1000000-0000-4000-8000-000000000001',
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Pushkin LLP' })).toBeVisible();
  });

  test.describe('on a desktop', () => {
    test.use({ isMobile: false, hasTouch: false, viewport: { width: 1280, height: 800 } });

    test('the side navigation marks the open area; the skip link leads to the content', async ({
      page,
    }) => {
      await signIn(page, { path: '/cabinet/statistics' });
      const nav = page.getByRole('complementary').getByRole('navigation');
      await expect(nav.getByRole('link', { name: 'Statistics' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
    });
  });
});
