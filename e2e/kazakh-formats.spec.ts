import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/cabinet';

/*
 * Kazakh pages in this Chromium, which ships no Kazakh locale data (Debian's): without the
 * FormatJS polyfills (src/lib/i18n/intl-polyfills.ts) they read "Yesterday", "2025 M10 26",
 * "₸ 258,145" and "Kazakhstan". The expected words and formats come from Node's own Intl,
 * which has CLDR's Kazakh data.
 */
test.use({ locale: 'en-US' });

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

/** Opens `path` in Kazakh, as a person who chose Kazakh opens it. */
async function openInKazakh(page: Page, path: string): Promise<void> {
  await page.evaluate(() => localStorage.setItem('locale', 'kz'));
  await page.goto(path);
}

test('Kazakh pages show Kazakh days, relative times, dates, money and country names', async ({
  page,
}) => {
  await signIn(page, { path: '/cabinet/operations' });
  await openInKazakh(page, '/cabinet/operations');

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
  await openInKazakh(page, PUSHKIN_INVITES);
  const relative = new Intl.RelativeTimeFormat('kk', { numeric: 'auto' });
  await expect(
    page
      .getByText(
        `Жіберілді: ${relative.format(-1, 'day')}, мерзімі ${relative.format(6, 'day')} бітеді`,
      )
      .first(),
  ).toBeVisible();
  expect(relative.format(-1, 'day')).toBe('кеше');
  const country = page.getByRole('combobox', { name: 'Ел' }).first();
  await expect(country).toContainText('Қазақстан +7');
  await expect(country).toContainText('Ресей +7');
  await expect(country).not.toContainText('Kazakhstan');
});
