import { expect, type Page } from '@playwright/test';

/**
 * Shared steps of the cabinet's end-to-end flows against the mock build. One-time codes are read
 * from the mock backend's inbox (window.__mockBackend), as QA reads them.
 */
export const DEMO = { email: 'demo@example.com', phone: '+77000000001', password: 'Demo1234' };

/**
 * The last code sent (to `sentTo`), read once the page asks for it: the code step shows only
 * after the call that sends the code has answered, so an earlier code to the same address (the
 * registration's, before a sign-in) is never taken for the new one.
 */
export async function lastCode(page: Page, sentTo?: string): Promise<string> {
  await expect(codeField(page)).toBeVisible();
  let code: string | undefined;
  await expect
    .poll(
      async () => (code = await page.evaluate((to) => window.__mockBackend?.lastCode(to), sentTo)),
      { message: `a code in the mock inbox for ${sentTo ?? 'anyone'}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

/** The code step's field, in any of the three languages. */
const codeField = (page: Page) =>
  page.getByLabel(/^(Код подтверждения|Confirmation code|Растау коды)/);

export async function enterCode(page: Page, code: string): Promise<void> {
  await codeField(page).fill(code);
  await page.getByRole('button', { name: /^(Подтвердить|Confirm|Растау)$/ }).click();
}

/**
 * Signs in by e-mail through the sign-in page (English), landing on `path` (default the
 * cabinet's home screen), or on `landsOn` where that path sends the person on (`/orders` opens
 * a single organisation).
 */
export async function signIn(
  page: Page,
  {
    email = DEMO.email,
    password = DEMO.password,
    path = '/cabinet',
    landsOn = path,
  }: { email?: string; password?: string; path?: string; landsOn?: string } = {},
): Promise<void> {
  await page.goto(path);
  await signInFromHere(page, { email, password, landsOn });
}

/**
 * The same once the page has gone where it signs in for itself (say with a mock parameter the
 * address loses) and the session guard has sent it to sign-in; lands on `landsOn`.
 */
export async function signInFromHere(
  page: Page,
  {
    email = DEMO.email,
    password = DEMO.password,
    landsOn = '/cabinet',
  }: { email?: string; password?: string; landsOn?: string } = {},
): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await enterCode(page, await lastCode(page, email));
  await expect(page).toHaveURL(new RegExp(`${landsOn.replace(/[?]/g, '\\$&')}$`));
}

/**
 * The cabinet's navigation as a phone shows it: the bottom bar's "More" opens every area in a
 * dialog (on a desktop the side navigation holds them all).
 */
export async function openCabinetMenu(page: Page) {
  await page.getByRole('button', { name: 'More', exact: true }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

/** Signs out from the cabinet's menu and lands on sign-in. */
export async function signOut(page: Page): Promise<void> {
  const menu = await openCabinetMenu(page);
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
}
