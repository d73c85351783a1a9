import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { sentCodes } from '@mocks/engine/one-time-codes';
import type { ErrorCode } from '@mocks/scenarios/catalogue';
import { forceError } from '@mocks/scenarios/scenarios';
import { CABINET_PATH } from '@/lib/routes';
import { recordApiCalls, setupAppTests } from '@test/app';
import { authRoutes } from '../../testing/auth-test-setup';
import { renderRoutes } from '../../testing/render-app';
import { pressTwice } from '@test/press-twice';

const routes = authRoutes(<h2>Cabinet probe</h2>);

setupAppTests();

type User = ReturnType<typeof userEvent.setup>;
const INVITE = 'd0000000-0000-4000-8000-000000000001';

async function fillStart(
  user: User,
  { email = 'new.person@example.com', first = 'Aigerim', business = false } = {},
) {
  if (business) await user.click(await screen.findByRole('radio', { name: /Business/ }));
  await user.type(await screen.findByLabelText(/^First name/), first);
  await user.type(screen.getByLabelText(/^Last name/), 'Sadykova');
  await user.type(screen.getByLabelText(/^E-mail/), email);
  await user.click(screen.getByRole('button', { name: 'Get a code' }));
}

async function confirmCode(user: User) {
  await user.type(await screen.findByLabelText(/^Confirmation code/), sentCodes()[0]!.code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

async function choosePassword(user: User, password = 'Secret-42') {
  const field = await screen.findByLabelText(/^New password/);
  await user.clear(field);
  await user.type(field, password);
  await user.click(screen.getByRole('checkbox', { name: 'I accept the team member agreement' }));
  await user.click(screen.getByRole('button', { name: 'Finish registration' }));
}

/** Through start and code to the password, where registration/finish answers `code`. */
async function finishAnswering(code: ErrorCode) {
  const user = userEvent.setup();
  renderRoutes(routes, '/auth/register');
  await fillStart(user);
  await confirmCode(user);
  forceError('registration/finish', code, { once: true });
  await choosePassword(user);
}

describe('registration', () => {
  it('registers a person (start/check, start/personal, check, password/validate, finish) and opens the invite', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `/auth/register?teamInviteUuid=${INVITE}`);
    await fillStart(user);
    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toHaveFocus();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await confirmCode(user);
    expect(await screen.findByRole('heading', { name: 'Create a password' })).toHaveFocus();
    // The rule of spec section 5, as the field's hint.
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'The password must be 8 to 20 characters long and contain at least one upper-case and one lower-case Latin letter, and one digit or one special character.',
    );
    await choosePassword(user);
    expect(await screen.findByRole('heading', { name: 'Team invitation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/auth/invite/${INVITE}`);
  });

  it('a taken e-mail is said under the e-mail, before any code is sent', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/register');
    await fillStart(user, { email: DEMO.email });
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This email address is already in use.'),
    );
    expect(email).toHaveFocus();
    expect(sentCodes()).toHaveLength(0);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Aigerim');
  });

  it('names are at most 200 characters', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/register');
    await fillStart(user, { first: 'A'.repeat(201) });
    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription(
      'At most 200 characters.',
    );
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
  });

  it('a password that breaks the rule is refused before anything is sent, and the agreement is required', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/register');
    await fillStart(user);
    await confirmCode(user);
    const field = await screen.findByLabelText(/^New password/);
    await user.type(field, 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    expect(field).toHaveAccessibleDescription(/^The password must be 8 to 20 characters/);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('weakpass');
    expect(
      screen.getByRole('checkbox', { name: 'I accept the team member agreement' }),
    ).toHaveAccessibleDescription('You cannot register without accepting the agreement.');
  });

  it('finishes once however often the button is pressed', async () => {
    const user = userEvent.setup();
    const calls = recordApiCalls();
    const { router } = renderRoutes(routes, `/auth/register?teamInviteUuid=${INVITE}`);
    await fillStart(user);
    await confirmCode(user);
    await user.type(await screen.findByLabelText(/^New password/), 'Secret-42');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the team member agreement' }));
    pressTwice(screen.getByRole('button', { name: 'Finish registration' }));
    expect(await screen.findByRole('heading', { name: 'Team invitation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/auth/invite/${INVITE}`);
    expect(calls.count('registration/finish')).toBe(1);
  });

  it('the registration limit is said in the flow wording, and the typed data stay', async () => {
    forceError('registration/start/personal', 'client.registration.blocked.error', { once: true });
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/register');
    await fillStart(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The registration limit has been exceeded.',
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('new.person@example.com');
  });

  it('a registration whose flow expired at finish starts over with everything typed kept', async () => {
    await finishAnswering('action.not.started.error');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Please start the registration again: enter your email address once more.',
    );
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Aigerim');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('new.person@example.com');
  });

  it('a login taken meanwhile is said under the e-mail as an e-mail, whatever code the server chose', async () => {
    await finishAnswering('client.already.exists.error');
    const email = await screen.findByLabelText(/^E-mail/);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This email address is already registered.'),
    );
    expect(email).toHaveValue('new.person@example.com');
  });

  it('a business account goes on to the business data, then to the cabinet', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/auth/register');
    await fillStart(user, { business: true, email: 'owner@example.com' });
    await confirmCode(user);
    await choosePassword(user);
    expect(await screen.findByRole('heading', { name: 'Business details' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Taxpayer number/), '123456789012');
    await user.type(screen.getByLabelText(/^Organisation name/), 'Central LLP');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Cabinet probe' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(CABINET_PATH);
  });
});
