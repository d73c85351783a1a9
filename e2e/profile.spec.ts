import { expect, test } from '@playwright/test';
import { enterCode, lastCode, openCabinetMenu, signIn } from './support/cabinet';
import { PNG_1X1, registerAccount } from './support/profile';

/**
 * The profile and the notifications against the mock build (`npm run build:mock`): the mock
 * backend keeps its store in the page's localStorage, so a change survives a reload. Codes are
 * read from the mock's inbox (window.__mockBackend).
 */
test.use({ locale: 'en-US' });

test.describe('profile', () => {
  test('change the first name: the header shows it, also after a reload', async ({ page }) => {
    await signIn(page, { path: '/cabinet/profile' });
    await page.getByRole('link', { name: 'Change name' }).click();
    await page.getByLabel(/^First name/).fill('Anya');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your name has been saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/cabinet\/profile$/);
    await expect(page.getByRole('banner')).toContainText('Anya Petrova');

    await page.reload();
    await expect(page.getByRole('banner')).toContainText('Anya Petrova');
    await expect(
      page.getByRole('region', { name: 'Personal details' }).getByText('Anya Petrova'),
    ).toBeVisible();
  });

  test('change the e-mail with the code the mock sent to the new address', async ({ page }) => {
    const email = 'anna.new@example.com';
    await signIn(page, { path: '/cabinet/profile' });
    await page.getByRole('link', { name: 'Change e-mail' }).click();
    await page.getByLabel(/^New e-mail/).fill(email);
    await page.getByRole('button', { name: 'Get a code' }).click();
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeFocused();
    await enterCode(page, await lastCode(page, email));
    await expect(page.getByText('Your e-mail address has been changed.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sign-in and security' })).toContainText(email);
  });

  test('upload a photo and delete it; the header follows', async ({ page }) => {
    await signIn(page, { path: '/cabinet/profile' });
    const photo = page.getByRole('region', { name: 'Photo' });
    await photo
      .getByLabel('Choose another photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(photo.getByText('New photo, not saved yet')).toBeVisible();
    await photo.getByRole('button', { name: 'Save photo' }).click();
    await expect(photo.getByText('Your photo has been saved.')).toBeVisible();
    const headerPhoto = page.getByRole('banner').getByRole('img', { name: 'Anna Petrova' });
    // The uploaded image is served by profile/photo/download with its own type.
    const uploadedSrc = await photo.getByRole('img', { name: 'Anna Petrova' }).getAttribute('src');
    await expect(headerPhoto).toHaveAttribute('src', uploadedSrc!);
    const download = await page.evaluate(
      async (src) => (await fetch(src)).headers.get('content-type'),
      uploadedSrc!,
    );
    expect(download).toBe('image/png');

    await photo.getByRole('button', { name: 'Delete photo' }).click();
    await expect(photo.getByText('Your photo has been deleted.')).toBeVisible();
    // The initials come back, here and in the header.
    await expect(headerPhoto).toHaveText('AP');
    await expect(photo.getByRole('img', { name: 'Anna Petrova' })).toHaveText('AP');
  });

  test('an oversized photo shows its message and nothing is sent', async ({ page }) => {
    await signIn(page, { path: '/cabinet/profile' });
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/profile/photo/upload')) uploads.push(request.url());
    });
    const photo = page.getByRole('region', { name: 'Photo' });
    await photo.getByLabel('Choose another photo').setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(photo.getByRole('alert')).toHaveText(
      'No photo was chosen, or the photo is too large.',
    );
    await expect(photo.getByRole('button', { name: 'Save photo' })).toHaveCount(0);
    expect(uploads).toEqual([]);
  });

  test('a text file or a broken PNG named as a photo is refused and nothing is sent', async ({
    page,
  }) => {
    await signIn(page, { path: '/cabinet/profile' });
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/profile/photo/upload')) uploads.push(request.url());
    });
    const photo = page.getByRole('region', { name: 'Photo' });
    const refused = 'This file is not a photo we can open. Choose a JPEG, PNG or WebP image.';
    await photo.getByLabel('Choose another photo').setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Dear diary, this is not a photo.'),
    });
    await expect(photo.getByRole('alert')).toHaveText(refused);
    // The PNG's signature passes; the browser's decoder finds no image behind it.
    await photo.getByLabel('Choose another photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG_1X1.subarray(0, 16), Buffer.alloc(4)]),
    });
    await expect(photo.getByRole('alert')).toHaveText(refused);
    await expect(photo.getByRole('button', { name: 'Save photo' })).toHaveCount(0);
    expect(uploads).toEqual([]);
  });

  test('delete a freshly registered account, then fail to sign in with it', async ({ page }) => {
    const { email, password } = await registerAccount(page);
    const menu = await openCabinetMenu(page);
    await menu.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.getByRole('link', { name: 'Delete account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Delete account' })).toBeVisible();
    await page
      .getByRole('checkbox', { name: 'I understand that my account will be deleted for good' })
      .check();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    // The code step shows once the deletion code is sent; read before that, the inbox's last code
    // for this address is still the registration's.
    await expect(page.getByRole('region', { name: 'Enter the code' })).toBeVisible();
    await enterCode(page, await lastCode(page, email));

    await expect(
      page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/goodbye$/);
    await expect(page.getByRole('link', { name: 'Create a new account' })).toBeVisible();

    // Signed out: the cabinet asks to sign in, and the deleted login no longer does.
    await page.goto('/cabinet');
    await expect(page).toHaveURL(/\/auth\/sign-in/);
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Wrong password.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/sign-in/);
  });
});

test.describe('notifications', () => {
  test('open them, mark all as read: the badge disappears', async ({ page }) => {
    await signIn(page);
    const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, new ones waiting');
    await expect(page.getByTestId('notification-badge')).toBeVisible();
    await bell.click();
    await expect(page).toHaveURL(/\/cabinet\/notifications$/);
    const list = page.getByRole('region', { name: 'All notifications' });
    await expect(list.getByText('New', { exact: true })).toHaveCount(3);
    await expect(list.getByRole('heading', { name: 'Yesterday' })).toBeVisible();

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('All notifications are marked as read.')).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(list.getByText('New', { exact: true })).toHaveCount(0);

    // The server agrees: after a reload nothing is new.
    await page.reload();
    await expect(page.getByRole('region', { name: 'All notifications' })).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  });

  test('scrolling to the end brings the next page', async ({ page }) => {
    await signIn(page, { path: '/cabinet/notifications' });
    const items = page.getByRole('region', { name: 'All notifications' }).getByRole('listitem');
    await expect(items).toHaveCount(15);
    await page.getByRole('button', { name: 'Show earlier ones' }).scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(17);
  });
});
