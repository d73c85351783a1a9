import { expect, test } from '@playwright/test';

test.describe('app shell', () => {
  for (const path of ['/', '/a/b/c']) {
    test(`${path} shows the not-found page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        /not found|не найдена|табылмады/i,
      );
    });
  }

  test('a forced render error shows the error screen', async ({ page }) => {
    await page.goto('/a0000000-0000-4000-8000-000000000001?sentryError=1');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Something went wrong|Что-то пошло не так|Бірдеңе дұрыс болмады/,
    );
  });
});

test.describe('app shell with a mouse', () => {
  // The default project emulates a phone (touch only); outlines vs mouse is a desktop matter.
  test.use({ isMobile: false, hasTouch: false, viewport: { width: 1280, height: 800 } });

  test('focus outlines hide on mouse use and come back with Tab', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const html = page.locator('html');
    await page.mouse.click(5, 5);
    await expect(html).toHaveAttribute('data-pointer', 'mouse');
    await page.keyboard.press('Tab');
    await expect(html).not.toHaveAttribute('data-pointer', 'mouse');
  });
});
