import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { DEMO } from '@mocks/db/demo-ids';
import { forceError } from '@mocks/scenarios/scenarios';
import { payTip } from '@mocks/test-utils';
import { CARDS_PATH, NOTIFICATIONS_PATH, RECEIVED_INVITES_PATH, teamPath } from '@/lib/routes';
import { renderApp, setupAppTests } from '@test/app';

setupAppTests();

const bell = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Notifications/ });
const items = () =>
  within(screen.getByRole('region', { name: 'All notifications' })).getAllByRole('listitem');
const unprocessed = () =>
  db.notifications.findMany((q) => q.where({ userUuid: DEMO.anna, processed: false }));

async function openNotifications() {
  const view = await renderApp({ url: NOTIFICATIONS_PATH, user: DEMO.anna });
  await screen.findByRole('region', { name: 'All notifications' });
  return view;
}

describe('the notifications', () => {
  it('shows the first 15, newest first, grouped by day; more come on request', async () => {
    const user = userEvent.setup();
    await openNotifications();
    expect(items()).toHaveLength(15);
    // Day headings: "Yesterday" (the seed's comment), and dates in English.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toContain('Yesterday');
    expect(headings.length).toBeGreaterThan(5);
    const times = items().map((item) => item.querySelector('time')!.getAttribute('dateTime')!);
    expect(times).toEqual([...times].sort().reverse());

    await user.click(screen.getByRole('button', { name: 'Show earlier ones' }));
    await waitFor(() => expect(items()).toHaveLength(17));
    expect(screen.queryByRole('button', { name: 'Show earlier ones' })).toBeNull();
  });

  it('words each type with what it carries and links to what it is about', async () => {
    const user = userEvent.setup();
    await openNotifications();
    await user.click(screen.getByRole('button', { name: 'Show earlier ones' }));
    await waitFor(() => expect(items()).toHaveLength(17));
    const invite = screen.getByRole('link', {
      name: 'You are invited to join the team “Coffee Point”.',
    });
    expect(invite).toHaveAttribute('href', RECEIVED_INVITES_PATH);
    const comment = screen.getByRole('link', { name: 'A guest left a comment: “Great service”' });
    expect(comment.getAttribute('href')).toMatch(/^\/cabinet\/operations\/[0-9a-f-]{36}$/);
    expect(
      screen.getByRole('link', { name: 'Timur Akhmetov has left the team “Cafe Pushkin”.' }),
    ).toHaveAttribute('href', teamPath(DEMO.team));
    expect(
      screen.getByRole('link', {
        name: 'A tip of ₸2,500 could not be credited to your card. Check your card.',
      }),
    ).toHaveAttribute('href', CARDS_PATH);
    expect(screen.getByText('You have left the team “Coffee Point”.')).toBeVisible();
    expect(
      screen.getByText('Something went wrong on our side. We are already looking into it.'),
    ).toBeVisible();
    expect(screen.getAllByText('New')).toHaveLength(3);
  });

  it('mark all as read: all processed, the bell’s badge goes without a reload', async () => {
    const user = userEvent.setup();
    await openNotifications();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, new ones waiting'));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications are marked as read.')).toBeVisible();
    expect(screen.queryAllByText('New')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(unprocessed()).toHaveLength(0);
  });

  it('marks one as read; the badge stays while others are new, and goes with the last', async () => {
    const user = userEvent.setup();
    await openNotifications();
    const buttons = () => screen.queryAllByRole('button', { name: 'Mark as read' });
    expect(buttons()).toHaveLength(3);
    await user.click(buttons()[0]!);
    await waitFor(() => expect(buttons()).toHaveLength(2));
    expect(unprocessed()).toHaveLength(2);
    expect(bell()).toHaveAccessibleName('Notifications, new ones waiting');
    await user.click(buttons()[0]!);
    await waitFor(() => expect(buttons()).toHaveLength(1));
    await user.click(buttons()[0]!);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
  });

  it('a tip with a comment is one notification with both; reading it reads both', async () => {
    const user = userEvent.setup();
    await payTip({ qrCodeUuid: DEMO.annaQrCode, amount: 1000, comment: 'Merci' });
    expect(unprocessed()).toHaveLength(5);
    await openNotifications();
    const tip = screen.getByRole('link', {
      name: 'You received a tip of ₸10. The guest wrote: “Merci”',
    });
    expect(tip.getAttribute('href')).toMatch(/^\/cabinet\/operations\/[0-9a-f-]{36}$/);
    expect(screen.queryByText(/A guest left a comment: “Merci”/)).toBeNull();
    // The first page's 15 notifications, the tip's two among them, are 14 lines.
    expect(items()).toHaveLength(14);
    const entry = tip.closest('li')!;
    await user.click(within(entry).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(entry).queryByText('New')).toBeNull());
    expect(unprocessed()).toHaveLength(3);
  });

  it('opening a new one accepts it and goes where it leads', async () => {
    const user = userEvent.setup();
    const { router } = await openNotifications();
    await user.click(
      screen.getByRole('link', { name: 'You are invited to join the team “Coffee Point”.' }),
    );
    expect(router.state.location.pathname).toBe(RECEIVED_INVITES_PATH);
    await waitFor(() =>
      expect(
        db.notifications.findFirst((q) => q.where({ uuid: 'e0000000-0000-4000-8000-000000000005' }))
          ?.processed,
      ).toBe(true),
    );
  });

  it('says when there are none', async () => {
    db.notifications.deleteMany((q) => q.where({ userUuid: DEMO.anna }));
    await renderApp({ url: NOTIFICATIONS_PATH, user: DEMO.anna });
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('a failed list says so with a retry that works', async () => {
    const user = userEvent.setup();
    forceError('notification/list', 'general.error', { once: true });
    await renderApp({ url: NOTIFICATIONS_PATH, user: DEMO.anna });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'All notifications' })).toBeVisible();
  });
});
