import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { sentCodes } from '@mocks/engine/one-time-codes';
import { forceError } from '@mocks/scenarios/scenarios';
import { CARDS_PATH } from '@/lib/routes';
import { recordApiCalls, setupAppTests } from '@test/app';
import { authRoutes } from '../../testing/auth-test-setup';
import { renderRoutes } from '../../testing/render-app';
import { pressTwice } from '@test/press-twice';

const routes = authRoutes(<h2>Cabinet probe</h2>, { guarded: false });

setupAppTests();

describe('password restore', () => {
  it('start, code, new password; then sign-in with the login filled in and the new password working', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/auth/sign-in?returnTo=%2Fcabinet%2Fcards');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(router.state.location.search).toContain('returnTo=%2Fcabinet%2Fcards');
    await user.type(await screen.findByLabelText(/^E-mail/), DEMO.email);
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    await user.type(await screen.findByLabelText(/^Confirmation code/), sentCodes()[0]!.code);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.type(await screen.findByLabelText(/^New password/), 'Fresh-2026');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));

    expect(
      await screen.findByText('Your password has been changed. Sign in with the new password.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue(DEMO.email);
    await user.type(screen.getByLabelText(/^Password/), 'Fresh-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText(/^Confirmation code/), sentCodes()[0]!.code);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Cabinet probe' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(CARDS_PATH);
  });

  it('an unknown login is said under the field in the restore wording', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/restore');
    await user.type(await screen.findByLabelText(/^E-mail/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email address.'));
    expect(email).toHaveValue('nobody@example.com');
  });

  it('a code that could not be sent is an alert naming the e-mail, and the login stays', async () => {
    forceError('access/restore/start', 'sms.not.send.error', { once: true });
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/restore');
    await user.type(await screen.findByLabelText(/^E-mail/), DEMO.email);
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not send the email. Please try again later.');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue(DEMO.email);
  });

  it('a password that breaks the rule is said and kept; a refused save may be tried again; one press saves once', async () => {
    const user = userEvent.setup();
    const calls = recordApiCalls();
    renderRoutes(routes, '/auth/restore');
    await user.type(await screen.findByLabelText(/^E-mail/), DEMO.email);
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    await user.type(await screen.findByLabelText(/^Confirmation code/), sentCodes()[0]!.code);
    pressTwice(screen.getByRole('button', { name: 'Confirm' }));
    const field = await screen.findByLabelText(/^New password/);
    expect(calls.count('access/restore/check')).toBe(1);
    await user.type(field, 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/^The password must be 8 to 20 characters/),
    );
    expect(field).toHaveFocus();
    expect(field).toHaveValue('weakpass');
    expect(calls.count('access/restore/finish')).toBe(0);
    await user.clear(field);
    await user.type(field, 'Fresh-2026');
    // A refused save may be tried again.
    forceError('access/restore/finish', 'general.error', { once: true });
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(field).toHaveValue('Fresh-2026');
    pressTwice(screen.getByRole('button', { name: 'Save the password' }));
    expect(
      await screen.findByText('Your password has been changed. Sign in with the new password.'),
    ).toBeInTheDocument();
    expect(calls.count('access/restore/finish')).toBe(2);
  });
});
