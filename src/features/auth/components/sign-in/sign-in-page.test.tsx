import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { MOCK_SETTINGS } from '@mocks/handlers/settings';
import { sentCodes } from '@mocks/engine/one-time-codes';
import { server } from '@mocks/node';
import { forceError } from '@mocks/scenarios/scenarios';
import { CABINET_PATH, TEAMS_PATH } from '@/lib/routes';
import { setupAppTests } from '@test/app';
import { authRoutes } from '../../testing/auth-test-setup';
import { renderRoutes } from '../../testing/render-app';

/** A stand-in for the cabinet: the guard's children, with a form to type into. */
function CabinetProbe() {
  return (
    <form aria-label="probe">
      <h2>Cabinet probe</h2>
      <label>
        Note
        <input name="note" />
      </label>
    </form>
  );
}

const routes = authRoutes(<CabinetProbe />);

setupAppTests();

const lastCode = () => sentCodes()[0]!.code;
const wrongCode = (code: string) => (code === '0000' ? '1111' : '0000');

/** Sign-in opened and the credentials sent: the code step shows. */
async function openCodeStep() {
  const user = userEvent.setup();
  renderRoutes(routes, '/auth/sign-in');
  await typeCredentials(user);
  await screen.findByRole('heading', { name: 'Enter the code' });
  return user;
}

async function typeCredentials(
  user: ReturnType<typeof userEvent.setup>,
  password: string = DEMO.password,
) {
  await user.type(await screen.findByLabelText(/^E-mail/), DEMO.email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('sends a visitor without a session to sign-in, then through the code step back to the page asked for', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `${TEAMS_PATH}?tab=2`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      `${TEAMS_PATH}?tab=2`,
    );

    await typeCredentials(user);
    const heading = await screen.findByRole('heading', { name: 'Enter the code' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText(`We have sent a confirmation code to ${DEMO.email}.`),
    ).toBeInTheDocument();

    const code = screen.getByLabelText(/^Confirmation code/);
    await user.type(code, wrongCode(lastCode()));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Wrong confirmation code.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    // The wrong code stays, to be corrected.
    expect(code).toHaveValue(wrongCode(lastCode()));

    await user.clear(code);
    await user.type(code, lastCode());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Cabinet probe' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `${TEAMS_PATH}?tab=2`,
    );
  });

  it('a wrong password shows the catalogue message under the password and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/sign-in');
    await typeCredentials(user, 'Wrong1234');
    const password = await screen.findByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription('Wrong password.'));
    expect(password).toHaveFocus();
    expect(password).toHaveValue('Wrong1234');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue(DEMO.email);
  });

  it('validates before sending: empty fields are marked and the first one is focused', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Enter your password.');
  });

  it('a lost flow sends the person back to the first step with the message (naming the e-mail) and the login kept', async () => {
    const user = await openCodeStep();
    forceError('auth/finish', 'action.not.started.error', { once: true });
    await user.type(screen.getByLabelText(/^Confirmation code/), lastCode());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your session has expired. Please sign in again: enter your email address once more.',
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue(DEMO.email);
    expect(alert).toHaveFocus();
  });

  describe('the countdown to a new code', () => {
    // Only the clock and the countdown's interval are faked; the mock backend's timers run.
    beforeEach(() => void vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] }));
    afterEach(() => void vi.useRealTimers());

    it('offers a new code only when the countdown has run out, then sends it (auth/newotp)', async () => {
      const user = await openCodeStep();
      expect(screen.getByText('You can ask for a new code in 0:30')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();

      act(() => void vi.advanceTimersByTime(30_000));
      await user.click(screen.getByRole('button', { name: 'Send a new code' }));
      expect(await screen.findByText('A new code has been sent.')).toBeInTheDocument();
      expect(sentCodes()).toHaveLength(2);
      expect(screen.getByLabelText(/^Confirmation code/)).toHaveFocus();
      expect(screen.getByText('You can ask for a new code in 0:30')).toBeInTheDocument();

      await user.type(screen.getByLabelText(/^Confirmation code/), lastCode());
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByRole('heading', { name: 'Cabinet probe' })).toBeInTheDocument();
    });

    it('says when no more codes can be sent', async () => {
      const user = await openCodeStep();
      forceError('auth/newotp', 'otp.no.more.new.codes.error', { once: true });
      act(() => void vi.advanceTimersByTime(30_000));
      await user.click(screen.getByRole('button', { name: 'Send a new code' }));
      expect(
        await screen.findByText('No more new codes are available. Start again a little later.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    });
  });

  describe('too many wrong codes', () => {
    /** The first two wrong codes, sent as the page would (the third goes through the page). */
    async function twoWrongCodes() {
      const { finishAuth } = await import('@/api/generated/auth/auth');
      for (let n = 0; n < 2; n += 1)
        await expect(finishAuth({ otp: wrongCode(lastCode()) })).rejects.toMatchObject({
          code: 'invalid.attempt.error',
        });
    }

    describe('on a clock the test moves', () => {
      beforeEach(() => void vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] }));
      afterEach(() => void vi.useRealTimers());

      it('the third says the account is blocked for 10 minutes and holds the code until then; afterwards the flow goes on, never "session expired"', async () => {
        const user = await openCodeStep();
        const right = lastCode();
        await twoWrongCodes();
        const code = screen.getByLabelText(/^Confirmation code/);
        await user.type(code, wrongCode(right));
        await user.click(screen.getByRole('button', { name: 'Confirm' }));

        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent(
          'Too many wrong codes. Your account is blocked for 10 minutes.',
        );
        expect(alert).toHaveFocus();
        expect(code).toBeDisabled();
        expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
        expect(screen.getByText('You can enter a code again in 10:00')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();

        act(() => void vi.advanceTimersByTime(4 * 60_000));
        expect(screen.getByText('You can enter a code again in 6:00')).toBeInTheDocument();
        expect(code).toBeDisabled();

        act(() => void vi.advanceTimersByTime(6 * 60_000));
        expect(code).toBeEnabled();
        expect(code).toHaveFocus();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();

        // A later attempt: the code has expired meanwhile, and the step says just that.
        await user.clear(code);
        await user.type(code, right);
        await user.click(screen.getByRole('button', { name: 'Confirm' }));
        expect(
          await screen.findByText('The code has expired. Please request a new one.'),
        ).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Send a new code' }));
        expect(await screen.findByText('A new code has been sent.')).toBeInTheDocument();
        await user.clear(code);
        await user.type(code, lastCode());
        await user.click(screen.getByRole('button', { name: 'Confirm' }));
        expect(await screen.findByRole('heading', { name: 'Cabinet probe' })).toBeInTheDocument();
      });
    });

    it('signing in again while blocked says for how long', async () => {
      const user = await openCodeStep();
      await twoWrongCodes();
      await user.type(screen.getByLabelText(/^Confirmation code/), wrongCode(lastCode()));
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      await screen.findByText(/Your account is blocked/);

      await user.click(screen.getByRole('button', { name: 'Change the details' }));
      await user.click(await screen.findByRole('button', { name: 'Sign in' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Your account is blocked for 10 minutes.');
      expect(alert).not.toHaveTextContent(/session/i);
    });
  });

  it('signs in by phone when the settings say PHONE', async () => {
    server.use(
      http.post('*/api/application/settings/info', () =>
        HttpResponse.json({ ...MOCK_SETTINGS, loginMode: 'PHONE' }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/auth/sign-in');
    const phone = await screen.findByLabelText(/^Phone number/);
    // The full international form: the kit's mask takes a leading national "7" as its own +7.
    await user.type(phone, DEMO.phone);
    await user.type(screen.getByLabelText(/^Password/), DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Enter the code' });
    expect(sentCodes()[0]!.sentTo).toBe(DEMO.phone);
    expect(
      screen.getByText(/We have sent a confirmation code to \+7 700 000 0001/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirmation code/), lastCode());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Cabinet probe' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(CABINET_PATH);
  });
});
