import type { Page } from '@playwright/test';
import { AREA_PATHS } from './support/areas';
import { layoutProblems } from './support/layout';
import { expect, test } from './support/signed-in';

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

/**
 * In the order walked. A screen is reached the way a person reaches it, inside the app (see
 * openInApp), and the app has drawn it once a new heading stands in place of the last one: so
 * two screens in a row never share a heading (a team's pages all show its name, so they take
 * turns with the profile's).
 */
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
  '/cabinet/profile/name',
  // Cafe Pushkin's first member.
  `${TEAM}/members/a1000000-0000-4000-8000-000000000001`,
  '/cabinet/profile/phone',
  `${TEAM}/admins`,
  '/cabinet/profile/email',
  `${TEAM}/claims`,
  '/cabinet/profile/password',
  `${TEAM}/invites`,
  '/cabinet/profile/delete',
  `${TEAM}/settings`,
  ORGANISATION,
  // Order 1002, refunded in part.
  `${ORGANISATION}/d3000000-0000-4000-8000-000000000002`,
];

const LANGUAGES = ['en', 'ru', 'kz'] as const;

/** The screen once drawn: its heading there and nothing loading. */
async function drawn(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Goes to `path` as the app's own links do (history.pushState, then the router follows the
 * popstate event), without loading the page again: a full load of the mock build (its backend
 * started and its store read again) costs about 15 times as much, and loading every screen
 * made this file a third of the e2e step. Resolves once a heading the last screen did not have is there.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-left', ''));
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    const state = { usr: null, key: `walk${index}`, idx: index };
    history.pushState(state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
  await expect(page.locator('h1:not([data-left])'), `${path} drawn`).toBeVisible();
}

/**
 * Walks `screens` in `language`: the first loaded, the rest opened in the app, each checked once
 * drawn (support/layout.ts).
 */
async function walk(page: Page, screens: readonly string[], language: string) {
  for (const [index, screen] of screens.entries()) {
    if (index === 0) await page.goto(screen);
    else await openInApp(page, screen);
    await drawn(page);
    await expect
      .poll(() => layoutProblems(page), { message: `${screen} in ${language}` })
      .toEqual([]);
  }
}

test.use({ viewport: { width: 360, height: 740 }, locale: 'en-US', signedIn: true });

/** A few screens to a test (the first loaded, the rest opened in the app), every language. */
const GROUP = 6;
for (const language of LANGUAGES) {
  test.describe(language, () => {
    test.use({ language });
    for (let start = 0; start < SCREENS.length; start += GROUP) {
      const screens = SCREENS.slice(start, start + GROUP);
      test(`at 360 px in ${language}: ${screens.join(', ')}`, async ({ page }) => {
        await walk(page, screens, language);
      });
    }
  });
}

/**
 * A 360 px phone with Android's display size set larger is 320 px wide to the page. The screens
 * whose layout was tightest there (the bottom bar's labels, the QR code form's rows of amounts)
 * are walked at that width too; the whole walk at 320 px would cost the suite a minute.
 */
const NARROW_SCREENS = ['/cabinet', '/cabinet/qr-codes/new'];

for (const language of LANGUAGES) {
  test.describe(`${language}, 320 px`, () => {
    test.use({ language, viewport: { width: 320, height: 740 } });
    test(`at 320 px in ${language}: ${NARROW_SCREENS.join(', ')}`, async ({ page }) => {
      await walk(page, NARROW_SCREENS, language);
    });
  });
}

/**
 * The screens a visitor meets without an account, where most people first see the product: the
 * tip pages (a person, a team, one not taking tips, a QR code with its own limits) and the way
 * in, in the language the phone asks for. The first is loaded, the rest opened in the app (see
 * openInApp); the tip pages take turns with the way in, so no two in a row share a heading.
 */
const PUBLIC_SCREENS = [
  '/a0000000-0000-4000-8000-000000000001',
  '/auth/sign-in',
  '/t/b0000000-0000-4000-8000-000000000001',
  '/auth/register',
  '/a0000000-0000-4000-8000-000000000002',
  '/auth/restore',
  '/a0000000-0000-4000-8000-000000000003',
  '/auth/invite/d0000000-0000-4000-8000-000000000004',
];
const PHONE_LOCALES = { en: 'en-US', ru: 'ru-RU', kz: 'kk-KZ' } as const;

for (const language of LANGUAGES) {
  test.describe(`${language}, signed out`, () => {
    test.use({ signedIn: false, locale: PHONE_LOCALES[language] });
    test(`the public screens at 360 px in ${language}`, async ({ page }) => {
      await walk(page, PUBLIC_SCREENS, language);
    });
  });
}
