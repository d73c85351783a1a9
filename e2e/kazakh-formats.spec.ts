import type { Page } from '@playwright/test';
import { openCabinetMenu } from './support/cabinet';
import { expect, test } from './support/signed-in';

/*
 * Kazakh pages in this Chromium, which ships no Kazakh locale data (Debian's): without the
 * FormatJS polyfills (src/lib/i18n/intl-polyfills.ts) they read "Yesterday", "2025 M10 26",
 * "₸ 258,145" and "Kazakhstan". The expected words and formats come from Node's own Intl,
 * which has CLDR's Kazakh data.
 */
test.use({ locale: 'en-US', signedIn: true });

const PUSHKIN_INVITES = '/cabinet/teams/b0000000-0000-4000-8000-000000000001/invites';
const DAY = 86_400_000;

/** Money as the app formats it (src/lib/money.ts), in Kazakh. */
const tenge = (major: number) =>
  new Intl.NumberFormat('kk', {
    style: 'currency',
    currency: 'KZT',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(major) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(major);
/** Kazakh money: digits grouped by a no-break space, a decimal comma, the sign after. */
const KAZAKH_MONEY = /^\d{1,3}(\u00a0\d{3})*(,\d{2})?\u00a0₸$/;

/** Switches the cabinet to Kazakh from its menu, as a person does (and it stays chosen). */
async function switchToKazakh(page: Page): Promise<void> {
  const menu = await openCabinetMenu(page);
  await menu.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Қазақша' });
  await page.keyboard.press('Escape');
}

/** From a Kazakh page back to Russian, with the menu's Kazakh words. */
async function switchFromKazakhToRussian(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Тағы', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Мәзір' });
  await menu.getByRole('combobox', { name: 'Тіл' }).selectOption({ label: 'Русский' });
  await page.keyboard.press('Escape');
}

test('Kazakh pages show Kazakh days, relative times, dates, money and country names, and Russian stays Russian', async ({
  page,
}) => {
  await page.goto('/cabinet/operations');
  await switchToKazakh(page);

  // Anna's history: yesterday's tips (the newest, 845 ₸ among them), then the day before's.
  const history = page.getByRole('region', { name: 'Операциялар', exact: true });
  const days = history.getByRole('heading', { level: 2 });
  await expect(days.first()).toContainText(/^Кеше/);
  expect(tenge(845)).toBe('845\u00a0₸');
  await expect(history.getByRole('article').filter({ hasText: tenge(845) })).toBeVisible();
  const twoDaysAgo = new Intl.DateTimeFormat('kk', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
  }).format(Date.now() - 2 * DAY);
  await expect(days.filter({ hasText: twoDaysAgo })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Қорытынды' }).getByRole('definition');
  await expect(totals.first()).toHaveText(KAZAKH_MONEY);

  // Cafe Pushkin's invites: sent yesterday, a week to run; the country picker in Kazakh.
  await page.goto(PUSHKIN_INVITES);
  const relative = new Intl.RelativeTimeFormat('kk', { numeric: 'auto' });
  const invites = page.getByRole('listitem');
  await expect(invites.filter({ hasText: 'Шақыру сілтемесі' }).first()).toContainText(
    `Жіберілді: ${relative.format(-1, 'day')}, мерзімі ${relative.format(6, 'day')} бітеді`,
  );
  // The phone invite's number, grouped for reading.
  await expect(invites.filter({ hasText: '+7 700 000 0099' })).toHaveCount(1);
  expect(relative.format(-1, 'day')).toBe('кеше');
  const country = page.getByRole('combobox', { name: 'Ел' }).first();
  await expect(country).toContainText('Қазақстан +7');
  await expect(country).toContainText('Ресей +7');
  await expect(country).not.toContainText('Kazakhstan');

  await page.goto('/cabinet/operations');
  await expect(history.getByRole('heading', { level: 2 }).first()).toContainText(/^Кеше/);
  // FormatJS stands in for Kazakh alone: Russian stays the browser's (the forced polyfills made
  // it read "Кеше" and Kazakh money here, with only Kazakh data loaded).
  await switchFromKazakhToRussian(page);
  const russian = page.getByRole('region', { name: 'Операции', exact: true });
  await expect(russian.getByRole('heading', { level: 2 }).first()).toContainText(/^Вчера/);
  const twoDaysAgoInRussian = new Intl.DateTimeFormat('ru', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
  }).format(Date.now() - 2 * DAY);
  await expect(
    russian.getByRole('heading', { level: 2 }).filter({ hasText: twoDaysAgoInRussian }),
  ).toBeVisible();
  await expect(russian.getByRole('article').filter({ hasText: '845\u00a0₸' })).toBeVisible();
});
