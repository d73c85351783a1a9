import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_INVITES, memberIds } from '@mocks/db/demo-ids';
import { teamPath } from '@/lib/routes';
import { recordApiCalls, renderApp, setupAppTests } from '@test/app';
import { pressTwice } from '@test/press-twice';

setupAppTests();

const link = (invite: string) => `/auth/invite/${invite}`;

describe('the join link, signed out', () => {
  it('shows the team and who invited, and keeps the invite through sign-in or registration', async () => {
    await renderApp({ url: link(DEMO_INVITES.pushkinMemberLink) });
    expect(await screen.findByText('Anna Petrova invites you to join Cafe Pushkin.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Team invitation' })).toBeVisible();
    expect(screen.getByText('Role: member')).toBeVisible();
    const carried = `teamInviteUuid=${DEMO_INVITES.pushkinMemberLink}`;
    // Once profile/info has answered that nobody is signed in.
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth/sign-in?${carried}`,
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `/auth/register?${carried}`,
    );
  });

  it('says when an invite has expired', async () => {
    await renderApp({ url: link(DEMO_INVITES.pushkinExpiredLink) });
    expect(await screen.findByText(/This invite has expired/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('says when an invite is unknown', async () => {
    await renderApp({ url: link('8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968') });
    expect(await screen.findByText(/We could not find this invite/)).toBeVisible();
  });
});

describe('the join link, signed in', () => {
  it('joins after the member agreement and lands in the team', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({
      url: link(DEMO_INVITES.pushkinMemberLink),
      user: DEMO.maria,
    });
    const join = await screen.findByRole('button', { name: 'Join Cafe Pushkin' });
    const calls = recordApiCalls();
    await user.click(join);
    const agreement = screen.getByRole('checkbox', { name: 'I accept the team member agreement' });
    await waitFor(() =>
      expect(agreement).toHaveAccessibleDescription('Accept the agreement to join the team.'),
    );
    expect(agreement).toHaveFocus();
    await user.click(agreement);
    expect(agreement).not.toHaveAttribute('aria-invalid');
    pressTwice(join);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cafe Pushkin' })).toBeVisible();
    expect(router.state.location.pathname).toBe(teamPath(DEMO.team));
    expect(await screen.findByText('Your role: Member')).toBeVisible();
    expect(calls.count('invite/update')).toBe(1);
  });

  it('makes a member an administrator through an administrator link (team/admin/join)', async () => {
    const user = userEvent.setup();
    await renderApp({ url: link(DEMO_INVITES.pushkinAdminLink), user: memberIds(3).user });
    await user.click(
      await screen.findByRole('checkbox', { name: 'I accept the team member agreement' }),
    );
    await user.click(screen.getByRole('button', { name: 'Join Cafe Pushkin' }));
    expect(await screen.findByText('Your role: Administrator')).toBeVisible();
  });

  it('tells someone already in the team, with the way to it', async () => {
    await renderApp({ url: link(DEMO_INVITES.pushkinMemberLink), user: DEMO.anna });
    expect(await screen.findByText('You are already in Cafe Pushkin.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the team' })).toHaveAttribute(
      'href',
      teamPath(DEMO.team),
    );
  });

  it('an invite sent to another phone is not this person’s to take', async () => {
    const user = userEvent.setup();
    await renderApp({ url: link(DEMO_INVITES.coffeePointToAnna), user: memberIds(3).user });
    await user.click(
      await screen.findByRole('checkbox', { name: 'I accept the team member agreement' }),
    );
    await user.click(screen.getByRole('button', { name: 'Join Coffee Point' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('This invite was sent to another phone number');
    // The join button waited disabled: focus goes to the message instead of getting lost.
    await waitFor(() => expect(refusal).toHaveFocus());
  });
});
