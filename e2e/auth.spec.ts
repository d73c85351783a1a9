import { expect, test } from '@playwright/test';
import { DEMO, enterCode, lastCode, signOut } from './support/cabinet';

/**
 * The sign-in, registration and restore flows against the mock build (`npm run build:mock`).
 * Codes are read from the mock backend's inbox (window.__mockBackend), as QA reads them.
 */
test.use({ locale: 'en-US' });

test.describe('auth', () => {
  test('register a personal account, sign out, sign in by e-mail with a wrong code first', async ({
    page,
  }) => {
    const email = `e2e.${Date.now()}@example.com`;
    const password = 'Secret-42';
    await page.goto('/auth/register');
    await page.getByLabel(/^First name/).fill('Aigerim');
    await page.getByLabel(/^Last name/).fill('Sadykova');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByRole('button', { name: 'Get a code' }).click();
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeFocused();
    await enterCode(page, await lastCode(page, email));
    await expect(page.getByRole('heading', { name: 'Create a password' })).toBeVisible();
    await page.getByLabel(/^New password/).fill(password);
    await page.getByRole('checkbox', { name: 'I accept the team member agreement' }).check();
    await page.getByRole('button', { name: 'Finish registration' }).click();

    await expect(page).toHaveURL(/\/cabinet$/);
    await expect(page.getByRole('heading', { name: 'Aigerim Sadykova' })).toBeVisible();
    await signOut(page);

    // Back in through sign-in: a wrong code first, then the right one.
    await page.goto('/cabinet/teams');
    await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fcabinet%2Fteams$/);
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const code = await lastCode(page, email);
    await enterCode(page, code === '0000' ? '1111' : '0000');
    await expect(page.getByText('Wrong confirmation code.')).toBeVisible();
    await enterCode(page, code);
    await expect(page).toHaveURL(/\/cabinet\/teams$/);
  });

  test('sign in by phone when the settings say PHONE', async ({ page }) => {
    // The one answer changed for this test: the settings' login mode (the rest is the mock backend).
    await page.addInitScript(() => {
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const response = await original(input, init);
        if (!url.includes('/application/settings/info')) return response;
        const settings = (await response.json()) as Record<string, unknown>;
        return new Response(JSON.stringify({ ...settings, loginMode: 'PHONE' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      };
    });
    await page.goto('/auth/sign-in');
    await page.getByLabel(/^Phone number/).pressSequentially(DEMO.phone);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByText(/We have sent a confirmation code to \+7 700 000 0001/),
    ).toBeVisible();
    await enterCode(page, await lastCode(page, DEMO.phone));
    await expect(page).toHaveURL(/\/cabinet$/);
    await expect(page.getByRole('heading', { name: 'Anna Petrova' })).toBeVisible();
  });

  test('the third wrong code blocks the account for 10 minutes; signing in again says so', async ({
    page,
  }) => {
    await page.goto('/auth/sign-in');
    await page.getByLabel(/^E-mail/).fill(DEMO.email);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const code = await lastCode(page, DEMO.email);
    const wrong = code === '0000' ? '1111' : '0000';
    // The first two wrong codes straight to the mock backend, in this page's session.
    const answers = await page.evaluate(async (otp) => {
      const send = () =>
        fetch('/api/auth/finish', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ otp }),
        }).then(async (response) => ((await response.json()) as { code: string }).code);
      return [await send(), await send()];
    }, wrong);
    expect(answers).toEqual(['invalid.attempt.error', 'invalid.attempt.error']);

    await enterCode(page, wrong);
    await expect(page.getByRole('alert')).toHaveText(
      'Too many wrong codes. Your account is blocked for 10 minutes.',
    );
    await expect(page.getByLabel(/^Confirmation code/)).toBeDisabled();
    await expect(page.getByText(/^You can enter a code again in (10:00|9:5\d)$/)).toBeVisible();

    await page.getByRole('button', { name: 'Change the details' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your account is blocked for 10 minutes.');
  });

  test('restore the password, then sign in with the new one', async ({ page }) => {
    await page.goto('/auth/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in page has an e-mail field too: typed before the restore page stood there, the
    // e-mail went into the page being left, and a loaded machine showed the restore form empty.
    await expect(page.getByRole('heading', { level: 1, name: 'Password restore' })).toBeVisible();
    await page.getByLabel(/^E-mail/).fill(DEMO.email);
    await page.getByRole('button', { name: 'Get a code' }).click();
    await enterCode(page, await lastCode(page, DEMO.email));
    await page.getByLabel(/^New password/).fill('Fresh-2026');
    await page.getByRole('button', { name: 'Save the password' }).click();

    await expect(
      page.getByText('Your password has been changed. Sign in with the new password.'),
    ).toBeVisible();
    await expect(page.getByLabel(/^E-mail/)).toHaveValue(DEMO.email);
    await page.getByLabel(/^Password/).fill('Fresh-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The code step shows once the sign-in's code is sent; before that, the inbox's last
    // code to this address is the restore's.
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    await enterCode(page, await lastCode(page, DEMO.email));
    await expect(page.getByRole('heading', { name: 'Anna Petrova' })).toBeVisible();
  });

  test('sign-in with the keyboard alone', async ({ page }) => {
    await page.goto('/auth/sign-in');
    const email = page.getByLabel(/^E-mail/);
    await expect(email).toBeVisible();
    // Tab until the e-mail field has focus (the page may start with focus on the document).
    for (
      let step = 0;
      step < 10 && !(await email.evaluate((node) => node === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(email).toBeFocused();
    await page.keyboard.type(DEMO.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Password/)).toBeFocused();
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Confirmation code/)).toBeFocused();
    await page.keyboard.type(await lastCode(page, DEMO.email));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Anna Petrova' })).toBeVisible();
  });

  test('a team invite in the address survives sign-in and opens afterwards', async ({ page }) => {
    const invite = 'd0000000-0000-4000-8000-000000000001';
    await page.goto(`/auth/sign-in?teamInviteUuid=${invite}`);
    await expect(page.getByText('Sign in or register to open your team invitation.')).toBeVisible();
    await page.getByLabel(/^E-mail/).fill(DEMO.email);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await enterCode(page, await lastCode(page, DEMO.email));
    await expect(page).toHaveURL(new RegExp(`/auth/invite/${invite}$`));
    await expect(page.getByRole('heading', { name: 'Team invitation' })).toBeVisible();
  });
});
