import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createClient } from '@mocks/client';
import { DEMO } from '@mocks/db/demo-ids';
import { sentCodes } from '@mocks/engine/one-time-codes';
import { forceError } from '@mocks/scenarios/scenarios';
import { PROFILE_PATHS } from '@/lib/routes';
import { recordApiCalls, renderApp, setupAppTests } from '@test/app';
import { pressTwice } from '@test/press-twice';
import { anna, enterCode, openProfile, type User } from './testing/profile-app';

setupAppTests();

describe('changing the password', () => {
  async function fillPasswords(user: User, current: string, next: string, repeat = next) {
    await user.type(await screen.findByLabelText(/^Current password/), current);
    await user.type(screen.getByLabelText(/^New password/), next);
    await user.type(screen.getByLabelText(/^Repeat the new password/), repeat);
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
  }

  it('checks the rule and the repeat in the browser', async () => {
    const user = userEvent.setup();
    await openProfile(PROFILE_PATHS.password);
    await fillPasswords(user, DEMO.password, 'Fresh-2026', 'Fresh-2027');
    const repeat = screen.getByLabelText(/^Repeat the new password/);
    await waitFor(() => expect(repeat).toHaveAccessibleDescription('The passwords do not match.'));
    expect(repeat).toHaveFocus();
    expect(repeat).toHaveValue('Fresh-2027');
    expect(sentCodes()).toHaveLength(0);
  });

  it('says every field’s problem at once, in the person’s language, and each goes as it is typed', async () => {
    const user = userEvent.setup();
    await renderApp({ url: PROFILE_PATHS.password, user: DEMO.anna, locale: 'ru' });
    const next = await screen.findByLabelText(/^Новый пароль/);
    await user.type(next, 'short');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    const current = screen.getByLabelText(/^Текущий пароль/);
    const repeat = screen.getByLabelText(/^Повторите новый пароль/);
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(repeat).toHaveAccessibleDescription('Повторите новый пароль.');
    expect(next).toHaveValue('short');
    await user.type(repeat, 'x');
    expect(repeat).not.toHaveAttribute('aria-invalid');
    // Typing in one field leaves focus there, and the others’ problems stand.
    expect(repeat).toHaveFocus();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(sentCodes()).toHaveLength(0);
  });

  it('asks for one code however often the button is pressed', async () => {
    const user = userEvent.setup();
    const calls = recordApiCalls();
    await openProfile(PROFILE_PATHS.password);
    await user.type(await screen.findByLabelText(/^Current password/), DEMO.password);
    await user.type(screen.getByLabelText(/^New password/), 'Fresh-2026');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Fresh-2026');
    pressTwice(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findByText(/We have sent a confirmation code/)).toBeInTheDocument();
    expect(calls.count('profile/change/password/start')).toBe(1);
  });

  it('a wrong current password is said under it; the right one, a code and the new password change it', async () => {
    const user = userEvent.setup();
    await openProfile(PROFILE_PATHS.password);
    await fillPasswords(user, 'Wrong-1234', 'Fresh-2026');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        'The current password is wrong.',
      ),
    );
    // The passwords typed are still there; only the current one is corrected.
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Fresh-2026');
    const current = screen.getByLabelText(/^Current password/);
    await user.clear(current);
    await user.type(current, DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(
      await screen.findByText(`We have sent a confirmation code to ${DEMO.email}.`),
    ).toBeInTheDocument();
    await enterCode(user);
    expect(await screen.findByText('Your password has been changed.')).toBeVisible();
    expect(anna()?.password).toBe('Fresh-2026');
  });
});

describe('deleting the account', () => {
  it('warns, asks for a tick, confirms by code, logs out and says goodbye', async () => {
    const user = userEvent.setup();
    const { router, queryClient } = await openProfile(PROFILE_PATHS.delete);
    expect(await screen.findByText('The balance of ₸12,540 on your account.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Tick the box to confirm.');
    expect(sentCodes()).toHaveLength(0);
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I understand that my account will be deleted for good',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await enterCode(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account has been deleted' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/goodbye');
    expect(screen.getByRole('link', { name: 'Create a new account' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(
      queryClient.getQueryCache().findAll({ queryKey: ['POST', '/profile/info'] }),
    ).toHaveLength(0);
    const signIn = await createClient().call('auth/start', {
      email: DEMO.email,
      password: DEMO.password,
    });
    expect(signIn.body).toEqual({ code: 'bad.credentials.error' });
  });

  it('asks for the tick in the person’s language, and for one code however often it is pressed', async () => {
    const user = userEvent.setup();
    const calls = recordApiCalls();
    await renderApp({ url: PROFILE_PATHS.delete, user: DEMO.anna, locale: 'ru' });
    const submit = await screen.findByRole('button', { name: 'Удалить мой аккаунт' });
    await user.click(submit);
    const tick = screen.getByRole('checkbox');
    await waitFor(() => expect(tick).toHaveFocus());
    expect(tick).toHaveAccessibleDescription('Отметьте, что вы понимаете последствия.');
    await user.click(tick);
    expect(tick).not.toHaveAttribute('aria-invalid');
    pressTwice(submit);
    expect(await screen.findByLabelText(/^Код подтверждения/)).toBeVisible();
    expect(calls.count('profile/delete/start')).toBe(1);
  });

  it('a lost deletion says to restart it (the catalogue’s delete wording)', async () => {
    const user = userEvent.setup();
    await openProfile(PROFILE_PATHS.delete);
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    forceError('profile/delete/finish', 'action.not.started.error', { once: true });
    await enterCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please start the account deletion again.',
    );
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(anna()).toBeDefined();
  });
});
