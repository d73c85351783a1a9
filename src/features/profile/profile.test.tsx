import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { DEMO } from '@mocks/db/demo-ids';
import { sentCodes } from '@mocks/engine/one-time-codes';
import { NOT_PHOTOS, photoFile } from '@mocks/sample-photos';
import { forceError } from '@mocks/scenarios/scenarios';
import { PROFILE_PATH, PROFILE_PATHS } from '@/lib/routes';
import { recordApiCalls, renderApp, setupAppTests } from '@test/app';
import { pressTwice } from '@test/press-twice';
import { anna, enterCode, header, openProfile, wrongCode } from './testing/profile-app';

setupAppTests();

describe('the profile', () => {
  it('shows names, phone, e-mail, photo, account type and balance from profile/info', async () => {
    await openProfile();
    const details = await screen.findByRole('region', { name: 'Personal details' });
    for (const [label, value] of [
      ['First name', 'Anna'],
      ['Last name', 'Petrova'],
      ['Full name', 'Anna Petrova'],
      ['Account type', 'Business'],
    ] as const)
      expect(within(details).getByText(label).nextElementSibling).toHaveTextContent(value);
    expect(within(details).getByText('Balance').nextElementSibling).toHaveTextContent(/12,540/);
    const security = screen.getByRole('region', { name: 'Sign-in and security' });
    expect(within(security).getByText('+7 700 000 0001')).toBeVisible();
    expect(within(security).getByText(DEMO.email)).toBeVisible();
    const photo = screen.getByRole('region', { name: 'Photo' });
    expect(within(photo).getByRole('img', { name: 'Anna Petrova' })).toHaveAttribute(
      'src',
      expect.stringContaining('/profile/photo/download/'),
    );
  });

  it('an individual without an e-mail is offered to add one', async () => {
    await openProfile(PROFILE_PATH, DEMO.ivan);
    const security = await screen.findByRole('region', { name: 'Sign-in and security' });
    expect(within(security).getByText('E-mail').nextElementSibling).toHaveTextContent('Not set');
    expect(within(security).getByRole('link', { name: 'Add e-mail' })).toBeVisible();
    expect(screen.getByText('Individual')).toBeVisible();
  });
});

describe('changing the name', () => {
  it('saves with profile/update; the header shows the new name at once', async () => {
    const user = userEvent.setup();
    const { router } = await openProfile();
    await user.click(await screen.findByRole('link', { name: 'Change name' }));
    const first = await screen.findByLabelText(/^First name/);
    await user.clear(first);
    await user.type(first, 'Anya');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your name has been saved.')).toBeVisible();
    expect(router.state.location.pathname).toBe(PROFILE_PATH);
    expect(within(header()).getByText('Anya Petrova')).toBeVisible();
    expect(anna()).toMatchObject({ firstName: 'Anya', fullName: 'Anya Petrova', gender: 'FEMALE' });
  });

  it('requires both names, at most 200 characters, before anything is sent', async () => {
    const user = userEvent.setup();
    await openProfile(PROFILE_PATHS.name);
    const first = await screen.findByLabelText(/^First name/);
    await user.clear(first);
    const last = screen.getByLabelText(/^Last name/);
    await user.clear(last);
    await user.type(last, 'x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(first).toHaveAccessibleDescription('Enter your first name.');
    expect(last).toHaveAccessibleDescription('At most 200 characters.');
    await waitFor(() => expect(first).toHaveFocus());
    expect(anna()?.firstName).toBe('Anna');
  });

  it('keeps what was typed when the server refuses it', async () => {
    const user = userEvent.setup();
    await openProfile(PROFILE_PATHS.name);
    const first = await screen.findByLabelText(/^First name/);
    await user.clear(first);
    await user.type(first, 'Anya');
    forceError('profile/update', 'modification.irrelevant.data.error', { once: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The data is out of date. Refresh the page and try again.',
    );
    expect(first).toHaveValue('Anya');
  });
});

describe('changing the phone', () => {
  it('sends a code to the new number, then shows the new phone', async () => {
    const user = userEvent.setup();
    const { router } = await openProfile(PROFILE_PATHS.phone);
    await user.type(await screen.findByLabelText(/^New phone number/), '7011112233');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toHaveFocus();
    expect(
      screen.getByText('We have sent a confirmation code to +7 701 111 2233.'),
    ).toBeInTheDocument();
    expect(sentCodes()[0]?.sentTo).toBe('+77011112233');

    await enterCode(user, wrongCode());
    expect(await screen.findByText('Wrong confirmation code.')).toBeVisible();
    await enterCode(user);
    expect(await screen.findByText('Your phone number has been changed.')).toBeVisible();
    expect(router.state.location.pathname).toBe(PROFILE_PATH);
    expect(screen.getByText('+7 701 111 2233')).toBeVisible();
  });

  it('says under the field that a number is taken, and that the own one is no change', async () => {
    const user = userEvent.setup();
    await openProfile(PROFILE_PATHS.phone);
    const phone = await screen.findByLabelText(/^New phone number/);
    await user.type(phone, '7000000003');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('This phone number is already used by an account.'),
    );
    await user.clear(phone);
    await user.type(phone, '7000000001');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(phone).toHaveAccessibleDescription('This is your current number. Enter a new one.');
  });

  it('says in the person’s language what is wrong with a number, keeps it, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = recordApiCalls();
    await renderApp({ url: PROFILE_PATHS.phone, user: DEMO.anna, locale: 'ru' });
    const phone = await screen.findByLabelText(/^Новый номер телефона/);
    await user.type(phone, '70111');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Номер слишком короткий'));
    expect(phone).toHaveFocus();
    expect(phone).toHaveValue('+7 701 11');
    // The message goes as the number is corrected.
    await user.type(phone, '12233');
    expect(phone).not.toHaveAccessibleDescription('Номер слишком короткий');
    expect(calls.count('profile/change/phone/start')).toBe(0);
  });

  it('asks for one code however often the button is pressed', async () => {
    const user = userEvent.setup();
    const calls = recordApiCalls();
    await openProfile(PROFILE_PATHS.phone);
    await user.type(await screen.findByLabelText(/^New phone number/), '7011112233');
    pressTwice(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeVisible();
    expect(calls.count('profile/change/phone/start')).toBe(1);
  });

  it('a lost flow comes back to the number, still typed, with the flow’s own words', async () => {
    const user = userEvent.setup();
    await openProfile(PROFILE_PATHS.phone);
    await user.type(await screen.findByLabelText(/^New phone number/), '7011112233');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    forceError('profile/change/phone/finish', 'action.not.started.error', { once: true });
    await enterCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please start the phone change again: enter the new number once more.',
    );
    // The mask fills the field in an effect after it mounts.
    await waitFor(() =>
      expect(screen.getByLabelText(/^New phone number/)).toHaveValue('+7 701 111 2233'),
    );
  });
});

describe('the e-mail', () => {
  it('changes it with a code sent to the new address', async () => {
    const user = userEvent.setup();
    await openProfile(PROFILE_PATHS.email);
    await user.type(await screen.findByLabelText(/^New e-mail/), 'anna.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(
      await screen.findByText('We have sent a confirmation code to anna.new@example.com.'),
    ).toBeInTheDocument();
    await enterCode(user);
    expect(await screen.findByText('Your e-mail address has been changed.')).toBeVisible();
    expect(screen.getByText('anna.new@example.com')).toBeVisible();
  });

  it('an address in use is said under the field', async () => {
    const user = userEvent.setup();
    await openProfile(PROFILE_PATHS.email);
    const email = await screen.findByLabelText(/^New e-mail/);
    await user.type(email, 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This email address is already in use.'),
    );
  });

  it('says in the person’s language that an address is not one, keeps it, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = recordApiCalls();
    await renderApp({ url: PROFILE_PATHS.email, user: DEMO.anna, locale: 'ru' });
    const email = await screen.findByLabelText(/^Новый адрес электронной почты/);
    await user.type(email, 'anna@');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Введите адрес в виде name@example.com.'),
    );
    expect(email).toHaveFocus();
    expect(email).toHaveValue('anna@');
    await user.clear(email);
    await user.type(email, DEMO.email.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Это ваш текущий адрес. Введите новый.'),
    );
    expect(calls.count('profile/change/email/start')).toBe(0);
  });

  it('asks for one code however often the button is pressed', async () => {
    const user = userEvent.setup();
    const calls = recordApiCalls();
    await openProfile(PROFILE_PATHS.email);
    await user.type(await screen.findByLabelText(/^New e-mail/), 'anna.new@example.com');
    pressTwice(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findByText(/We have sent a confirmation code/)).toBeInTheDocument();
    expect(calls.count('profile/change/email/start')).toBe(1);
  });

  it('an account without one adds its first address with update/email, no code', async () => {
    const user = userEvent.setup();
    await openProfile(PROFILE_PATHS.email, DEMO.ivan);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add e-mail' })).toBeVisible();
    await user.type(screen.getByLabelText(/^E-mail/), 'ivan@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your e-mail address has been added.')).toBeVisible();
    expect(sentCodes()).toHaveLength(0);
  });
});

describe('the photo', () => {
  it('refuses an oversized file in the browser, with its message, sending nothing', async () => {
    const user = userEvent.setup();
    await openProfile();
    const photo = await screen.findByRole('region', { name: 'Photo' });
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(within(photo).getByLabelText('Choose another photo'), huge);
    expect(await within(photo).findByRole('alert')).toHaveTextContent(
      'No photo was chosen, or the photo is too large.',
    );
    expect(db.photos.all()).toHaveLength(0);
  });

  it('refuses SVG markup named me.jpg in the browser, with its message, sending nothing', async () => {
    const user = userEvent.setup();
    await openProfile();
    const photo = await screen.findByRole('region', { name: 'Photo' });
    await user.upload(
      within(photo).getByLabelText('Choose another photo'),
      photoFile(NOT_PHOTOS.svg, 'me.jpg', 'image/jpeg'),
    );
    expect(await within(photo).findByRole('alert')).toHaveTextContent(
      'This file is not a photo we can open. Choose a JPEG, PNG or WebP image.',
    );
    expect(within(photo).queryByRole('button', { name: 'Save photo' })).not.toBeInTheDocument();
    expect(db.photos.all()).toHaveLength(0);
  });

  it('deletes the photo: the initials come back, in the header too', async () => {
    const user = userEvent.setup();
    await openProfile();
    const photo = await screen.findByRole('region', { name: 'Photo' });
    await user.click(within(photo).getByRole('button', { name: 'Delete photo' }));
    expect(await within(photo).findByText('Your photo has been deleted.')).toBeVisible();
    expect(within(photo).queryByRole('img', { name: 'Anna Petrova' })).toHaveTextContent('AP');
    expect(within(header()).queryByRole('img', { name: 'Anna Petrova' })).toHaveTextContent('AP');
    expect(anna()?.photo).toBeUndefined();
  });
});

describe('the telegram link code', () => {
  it('offers a code where there is none, then shows it with a copy button and a new one', async () => {
    const user = userEvent.setup();
    await openProfile();
    const telegram = await screen.findByRole('region', { name: 'Telegram bot' });
    expect(await within(telegram).findByText('You have no link code yet.')).toBeVisible();
    await user.click(within(telegram).getByRole('button', { name: 'Get a code' }));
    const code = await within(telegram).findByRole('status', { name: 'Link code' });
    expect(code.textContent).toMatch(/^[0-9A-Z]{8}$/);
    expect(within(telegram).getByRole('button', { name: 'Copy the code' })).toBeVisible();
    expect(within(telegram).getByRole('link', { name: 'Open the bot' })).toHaveAttribute(
      'href',
      'https://t.me/tips_bot',
    );
    const first = code.textContent;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await user.click(within(telegram).getByRole('button', { name: 'New code' }));
    await waitFor(() => expect(code.textContent).not.toBe(first));
  });
});
