import { expect, test } from '@playwright/test';
import { DEMO, enterCode, lastCode, openCabinetMenu, signIn } from './support/cabinet';

const ANNA = '/a0000000-0000-4000-8000-000000000001';
const CAFE_PUSHKIN = '/t/b0000000-0000-4000-8000-000000000001';

test.describe('the language switcher', () => {
  test.use({ locale: 'ru-RU', viewport: { width: 390, height: 844 } });

  test('on the tip page: in a corner that keeps the form in view, and remembered', async ({
    page,
  }) => {
    await page.goto(ANNA);
    await expect(page.getByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeVisible();
    const switcher = page.getByRole('combobox', { name: 'Язык' });
    await expect(switcher).toBeVisible();
    // The tip's first choices are still above the fold of a 390 × 844 phone.
    const presets = page.getByRole('button', { name: /^[^\dA-Za-zА-я]*10[^\d]*$/ });
    const box = await presets.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(844);
    await expect(page).toHaveTitle('Anna Petrova · Чаевые');

    await switcher.selectOption({ label: 'English' });
    await expect(page.getByText('How much would you like to tip?')).toBeVisible();
    await expect(page).toHaveTitle('Anna Petrova · Tips');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');

    await page.reload();
    await expect(page.getByText('How much would you like to tip?')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  test('on the team page, the auth pages and the cabinet header', async ({ page }) => {
    await page.goto(CAFE_PUSHKIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Cafe Pushkin' })).toBeVisible();
    await expect(page).toHaveTitle('Cafe Pushkin · Чаевые');
    await page.getByRole('combobox', { name: 'Язык' }).selectOption({ label: 'Қазақша' });
    await expect(page).toHaveTitle('Cafe Pushkin · Шайпұл');
    await page.getByRole('combobox', { name: 'Тіл' }).selectOption({ label: 'English' });

    await page.goto('/auth/sign-in');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await signIn(page, { path: '/orders' });
    // A phone's cabinet keeps it in the menu (a desktop's, in the header).
    const menu = await openCabinetMenu(page);
    await expect(menu.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });
});

test.describe('tab titles', () => {
  test.use({ locale: 'en-US' });

  test('name the recipient, the team, the auth step and the cabinet area', async ({ page }) => {
    await page.goto(ANNA);
    await expect(page).toHaveTitle('Anna Petrova · Tips');
    await page.goto(CAFE_PUSHKIN);
    await expect(page).toHaveTitle('Cafe Pushkin · Tips');
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('Page not found · Tips');
    await page.goto('/auth/restore');
    await expect(page).toHaveTitle('Password restore · Tips');
    await page.goto('/auth/sign-in');
    await expect(page).toHaveTitle('Sign in · Tips');
    await page.getByLabel(/^E-mail/).fill(DEMO.email);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveTitle('Enter the code · Tips');
    await enterCode(page, await lastCode(page, DEMO.email));
    await expect(page).toHaveTitle('Home · Tips');
    await page.goto('/orders');
    await expect(page).toHaveTitle('Orders · Tips');
  });
});
