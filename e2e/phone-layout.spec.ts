import { expect, test, type Page } from '@playwright/test';
import { AREA_PATHS } from './support/areas';
import { signIn } from './support/cabinet';
import { layoutProblems } from './support/layout';

/**
 * Every private screen on a 360 px phone, in each language (issue 25): nothing past the
 * screen's edge, no text squeezed into a sliver, no number broken over two lines
 * (support/layout.ts says exactly what counts). The areas' own addresses come from
 * src/app/private/areas.tsx, so a new area is walked without a line here; the screens below
 * them use the demo data's ids (mocks/db/demo-ids.ts, README "Demo data").
 */
const TEAM = '/cabinet/teams/b0000000-0000-4000-8000-000000000001';
const QR_CODE = '/cabinet/qr-codes/a0000000-0000-4000-8000-000000000001';
const ORGANISATION = '/orders/d1000000-0000-4000-8000-000000000001';

const SCREENS: string[] = [
  ...AREA_PATHS,
  // Anna's tip by percent of the bill, with its rating and comment.
  '/cabinet/operations/e1000000-0000-4000-8000-000000000002',
  '/cabinet/statistics?team=b0000000-0000-4000-8000-000000000001',
  '/cabinet/qr-codes/new',
  QR_CODE,
  `${QR_CODE}/edit`,
  '/cabinet/teams/new',
  TEAM,
  // Cafe Pushkin's first member.
  `${TEAM}/members/a1000000-0000-4000-8000-000000000001`,
  `${TEAM}/admins`,
  `${TEAM}/claims`,
  `${TEAM}/invites`,
  `${TEAM}/settings`,
  '/cabinet/profile/name',
  '/cabinet/profile/phone',
  '/cabinet/profile/email',
  '/cabinet/profile/password',
  '/cabinet/profile/delete',
  ORGANISATION,
  // Order 1002, refunded in part.
  `${ORGANISATION}/d3000000-0000-4000-8000-000000000002`,
];

const LANGUAGES = ['en', 'ru', 'kz'] as const;

test.use({ viewport: { width: 360, height: 740 }, locale: 'en-US' });

/** The screen once drawn: its heading there and nothing loading. */
async function drawn(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** Screens a few to a test: one sign-in each, every language. */
const GROUP = 2;
for (let start = 0; start < SCREENS.length; start += GROUP) {
  const screens = SCREENS.slice(start, start + GROUP);
  test(`at 360 px in en, ru and kz: ${screens.join(', ')}`, async ({ page }) => {
    await signIn(page);
    for (const language of LANGUAGES) {
      await page.evaluate((locale) => {
        localStorage.setItem('locale', locale);
        localStorage.setItem('locale.explicit', 'true');
      }, language);
      for (const screen of screens) {
        await page.goto(screen);
        await drawn(page);
        await expect
          .poll(() => layoutProblems(page), { message: `${screen} in ${language}` })
          .toEqual([]);
      }
    }
  });
}
