import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { getProfileInfo } from '@/api/generated/profile/profile';
import {
  checkRegistrationCode,
  finishRegistration,
  startBusinessRegistration,
} from '@/api/generated/registration/registration';
import { DEMO } from '@mocks/db/demo-ids';
import { sentCodes } from '@mocks/engine/one-time-codes';
import { clearScenarios, forceError } from '@mocks/scenarios/scenarios';
import { CABINET_PATH, NEW_TEAM_PATH, TEAMS_PATH } from '@/lib/routes';
import { useSessionDraft } from '@/lib/session-draft';
import { setupAppTests } from '@test/app';
import { authRoutes } from '../../testing/auth-test-setup';
import { renderRoutes, signInThroughApi } from '../../testing/render-app';

/**
 * A cabinet page of some later feature: its own data, and a form with unsaved input that
 * opts its title (not its secret) into the session draft.
 */
function CabinetProbe() {
  const teams = useQuery({ queryKey: ['probe-teams'], queryFn: () => getProfileInfo() });
  const [title, setTitle] = useState('');
  useSessionDraft('probe', { title }, (saved) => setTitle(String(saved.title ?? '')));
  return (
    <form aria-label="probe">
      <h2>Cabinet probe</h2>
      {teams.data ? <p>Teams loaded</p> : null}
      <label>
        Team title
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <label>
        Secret
        <input type="password" />
      </label>
    </form>
  );
}

const routes = authRoutes(<CabinetProbe />);

setupAppTests();

describe('session guard', () => {
  it('lets a signed-in person in', async () => {
    await signInThroughApi({ email: DEMO.email }, DEMO.password);
    renderRoutes(routes, TEAMS_PATH);
    expect(await screen.findByRole('heading', { name: 'Cabinet probe' })).toBeInTheDocument();
  });

  it('a session that ends mid-use sends the person to sign-in and back, with their unsaved input', async () => {
    await signInThroughApi({ email: DEMO.email }, DEMO.password);
    const user = userEvent.setup();
    const { router, queryClient } = renderRoutes(routes, `${NEW_TEAM_PATH}?from=list`);
    await screen.findByText('Teams loaded');
    await user.type(screen.getByLabelText('Team title'), 'Night shift');
    await user.type(screen.getByLabelText('Secret'), 'Hidden123');

    forceError('profile/info', 'invalid.session.error');
    await act(() => queryClient.refetchQueries({ queryKey: ['probe-teams'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('returnTo')).toBe(`${NEW_TEAM_PATH}?from=list`);
    expect(
      await screen.findByText(
        'Your session has ended. Sign in again and we will take you back to the same page.',
      ),
    ).toBeInTheDocument();
    // What belonged to the person is forgotten.
    expect(queryClient.getQueryData(['probe-teams'])).toBeUndefined();

    clearScenarios();
    await user.type(screen.getByLabelText(/^E-mail/), DEMO.email);
    await user.type(screen.getByLabelText(/^Password/), DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText(/^Confirmation code/), sentCodes()[0]!.code);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await screen.findByRole('heading', { name: 'Cabinet probe' });
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `${NEW_TEAM_PATH}?from=list`,
    );
    await waitFor(() => expect(screen.getByLabelText('Team title')).toHaveValue('Night shift'));
    // Secrets are never kept.
    expect(screen.getByLabelText('Secret')).toHaveValue('');
  });

  it('an unfinished business registration is led back to the business-data step, then to the page', async () => {
    const { otp } = await startBusinessRegistration({
      email: 'owner@example.com',
      firstName: 'Daniyar',
      lastName: 'Kassymov',
    });
    await checkRegistrationCode({ otp: otp! });
    await finishRegistration({ password: 'Owner1234', agreementAccepted: true });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, TEAMS_PATH);

    expect(await screen.findByRole('heading', { name: 'Business details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/register/business');
    await user.type(screen.getByLabelText(/^Taxpayer number/), '123');
    await user.type(screen.getByLabelText(/^Organisation name/), 'Central LLP');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const inn = screen.getByLabelText(/^Taxpayer number/);
    expect(inn).toHaveAccessibleDescription('The number must have 10 to 12 digits.');
    expect(inn).toHaveFocus();
    await user.type(inn, '456789012');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Cabinet probe' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(TEAMS_PATH);
  });

  it('a failure other than the session is shown with a retry, not taken for signed-out', async () => {
    forceError('profile/info', 'general.error');
    renderRoutes(routes, CABINET_PATH);
    expect(
      await screen.findByText('Your account details could not be loaded.'),
    ).toBeInTheDocument();
    clearScenarios();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    // No session behind the retry: now it is the sign-in.
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
