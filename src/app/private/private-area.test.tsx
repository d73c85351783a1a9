import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { server } from '@mocks/node';
import { forceError } from '@mocks/scenarios/scenarios';
import { acceptAllNotifications } from '@/api/generated/notification/notification';
import { getProfileInfo } from '@/api/generated/profile/profile';
import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';
import { InboxIcon } from '@/components/ui/icons/inbox-icon';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { renderApp, setupAppTests, signInAs } from '@test/app';
import { allNamespaces, messagesOf } from '@test/messages';
import { PRIVATE_ROOTS } from '../private-roots';
import { PRIVATE_AREAS, type PrivateArea } from './areas';
import { PrivateLayout, PrivateRoutes, privateNamespaces } from './private-area';

setupAppTests();

/** The pull answers "new notifications" (the bell's badge). */
const withNewNotifications = (hasNewNotifications: boolean) =>
  server.use(
    http.post('*/api/notification/pull', () => HttpResponse.json({ hasNewNotifications })),
  );

/** The catalogue's English message for a code. */
const formatted = (code: string) => messagesOf('en')[`errors.${code}`]!;

const sideNav = () => screen.getAllByRole('navigation', { name: 'Cabinet sections' })[0]!;

describe('the table of private areas', () => {
  it('places every area under a private root, and every root has its area', () => {
    for (const area of PRIVATE_AREAS) {
      expect(PRIVATE_ROOTS, area.path).toContain(area.path.split('/')[0]);
    }
    for (const root of PRIVATE_ROOTS) {
      expect(PRIVATE_AREAS.map((area) => area.path)).toContain(root);
    }
    expect(new Set(PRIVATE_AREAS.map((area) => area.key)).size).toBe(PRIVATE_AREAS.length);
  });

  it("derives the private words from the areas' namespaces, each translated in every language", () => {
    const namespaces = privateNamespaces(PRIVATE_AREAS);
    expect(namespaces).toEqual(
      expect.arrayContaining(['auth', 'cabinet', 'otp', 'teams', 'orders']),
    );
    expect(allNamespaces()).toEqual(expect.arrayContaining([...namespaces]));
  });
});

describe('the cabinet shell', () => {
  it('lists every area in table order, marks the one open, and goes there', async () => {
    withNewNotifications(false);
    const user = userEvent.setup();
    const { router } = await renderApp({ url: '/cabinet', user: DEMO.anna });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cabinet' })).toBeVisible();
    const links = within(sideNav()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      PRIVATE_AREAS.map((area) => `/${area.path}`),
    );
    expect(within(sideNav()).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe('Home · Tips');

    await user.click(within(sideNav()).getByRole('link', { name: 'Teams' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/cabinet/teams');
    expect(within(sideNav()).getByRole('link', { name: 'Teams' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sideNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(document.title).toBe('Teams · Tips');
  });

  it("shows who is signed in and the balance in the settings' currency", async () => {
    withNewNotifications(false);
    await renderApp({ url: '/cabinet', user: DEMO.anna });
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Anna Petrova')).toBeVisible();
    // Seed: 12 540 KZT in minor units; the settings' currency is KZT.
    expect(within(header).getByText(/12,540/)).toBeVisible();
  });

  it('the bell says when new notifications wait, and leads to them', async () => {
    withNewNotifications(true);
    const user = userEvent.setup();
    const { router } = await renderApp({ url: '/cabinet', user: DEMO.anna });
    const bell = await screen.findByRole('link', { name: 'Notifications, new ones waiting' });
    expect(screen.getByTestId('notification-badge')).toBeInTheDocument();
    await user.click(bell);
    expect(router.state.location.pathname).toBe('/cabinet/notifications');
  });

  it('no badge while nothing is new', async () => {
    withNewNotifications(false);
    await renderApp({ url: '/cabinet', user: DEMO.anna });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('an address no area owns comes back to the home screen', async () => {
    const { router } = await renderApp({ url: '/cabinet/nothing-here', user: DEMO.anna });
    await screen.findByRole('heading', { level: 1, name: 'Your cabinet' });
    expect(router.state.location.pathname).toBe('/cabinet');
  });

  it('signs out: GET logout, user info cleared, sign-in says so', async () => {
    const user = userEvent.setup();
    const { router, queryClient } = await renderApp({ url: '/cabinet', user: DEMO.anna });
    await screen.findByRole('heading', { level: 1, name: 'Your cabinet' });
    await user.click(screen.getAllByRole('button', { name: 'Sign out' })[0]!);
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    expect(
      queryClient.getQueryCache().findAll({ queryKey: ['POST', '/profile/info'] }),
    ).toHaveLength(0);
    await expect(getProfileInfo()).rejects.toMatchObject({ code: 'no.session.error' });
  });
});

describe('the session guard covers every private root', () => {
  it.each(['/orders', '/cabinet/cards'])(
    '%s without a session goes to sign-in and keeps the way back',
    async (url) => {
      const { router } = await renderApp({ url });
      await screen.findByRole('heading', { level: 1, name: 'Sign in' });
      expect(router.state.location.pathname).toBe('/auth/sign-in');
      expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(url);
    },
  );

  it('/orders signed in opens the orders area in the shell', async () => {
    await renderApp({ url: '/orders', user: DEMO.anna });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    expect(within(sideNav()).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

/** The private part with one more area in its table, at `url`, signed in as Anna. */
async function renderWithArea(extra: PrivateArea, url: string) {
  await signInAs(DEMO.anna);
  withNewNotifications(false);
  const areas = [...PRIVATE_AREAS, extra];
  const router = createMemoryRouter(
    [
      {
        element: <PrivateLayout areas={areas} />,
        children: PRIVATE_ROOTS.map((root) => ({
          path: `${root}/*`,
          element: <PrivateRoutes root={root} />,
        })),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <I18nProvider
      initialLocale="en"
      initialMessages={messagesOf('en')}
      initialNamespaces={allNamespaces()}
    >
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return router;
}

const areaOf = (path: string, Screen: () => React.ReactNode): PrivateArea => ({
  key: 'probe',
  path,
  namespace: 'cabinet',
  label: { id: 'cabinet.home.title' },
  icon: InboxIcon,
  Screen: lazy(() => Promise.resolve({ default: Screen })),
});

describe('adding an area', () => {
  it('a row in the table is enough for the navigation and the route', async () => {
    const router = await renderWithArea(
      areaOf('cabinet/tip-jar', () => <ReservedSection title="Tip jar" />),
      '/cabinet',
    );
    const link = await within(await screen.findByRole('complementary')).findByRole('link', {
      name: 'Your cabinet',
    });
    expect(link).toHaveAttribute('href', '/cabinet/tip-jar');
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cabinet/tip-jar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tip jar' })).toBeVisible();
  });
});

describe('a write that fails without handling of its own', () => {
  function Writes() {
    const unhandled = useMutation({ mutationFn: () => acceptAllNotifications() });
    const inline = useMutation({
      mutationFn: () => acceptAllNotifications(),
      meta: { errorShownInline: true },
    });
    return (
      <>
        <button type="button" onClick={() => unhandled.mutate()}>
          Unhandled
        </button>
        <button type="button" onClick={() => inline.mutate()}>
          Inline
        </button>
      </>
    );
  }

  it('is toasted with the catalogue message; one the screen shows itself is not', async () => {
    await renderWithArea(areaOf('cabinet/writes', Writes), '/cabinet/writes');
    forceError('notification/accept/all', 'team.notFound.error');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Inline' }));
    await user.click(screen.getByRole('button', { name: 'Unhandled' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(formatted('team.notFound.error'));
  });
});
