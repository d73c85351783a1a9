import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import app from '@/locales/en/app.json';
import cabinet from '@/locales/en/cabinet.json';
import errors from '@/locales/en/errors.json';
import ui from '@/locales/en/ui.json';
import { CabinetArea } from './cabinet-area';

const anna = {
  uuid: 'c0000000-0000-4000-8000-000000000001',
  firstName: 'Anna',
  lastName: 'Petrova',
  fullName: 'Anna Petrova',
  profileType: 'PERSONAL',
  business: false,
  registrationFinished: true,
  clientStartExclusion: false,
  balance: { amount: 1234550, currency: 'KZT' },
};
const server = setupServer(
  http.post('*/api/profile/info', () => HttpResponse.json({ client: anna })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderCabinet(url: string) {
  const router = createMemoryRouter([{ path: 'cabinet/*', element: <CabinetArea /> }], {
    initialEntries: [url],
  });
  render(
    <IntlProvider locale="en" messages={{ ...app, ...cabinet, ...errors, ...ui }}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>
    </IntlProvider>,
  );
  return router;
}

describe('the cabinet door', () => {
  it('shows who is signed in, the balance in major units, and links to every area', async () => {
    const user = userEvent.setup();
    const router = renderCabinet('/cabinet');
    expect(await screen.findByRole('heading', { name: 'Anna Petrova' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Anna Petrova' })).toBeInTheDocument();
    expect(screen.getByText(/12,345\.50/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Cabinet sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/cabinet/profile',
      '/cabinet/cards',
      '/cabinet/teams',
      '/cabinet/invites',
      '/cabinet/notifications',
      '/cabinet/statistics',
      '/cabinet/operations',
      '/cabinet/qr-codes',
    ]);
    await user.click(within(nav).getByRole('link', { name: 'Teams' }));
    expect(router.state.location.pathname).toBe('/cabinet/teams');
    expect(await screen.findByText('This section is coming soon.')).toBeInTheDocument();
  });

  it('an unknown cabinet address goes back to the first screen', async () => {
    const router = renderCabinet('/cabinet/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Anna Petrova' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cabinet');
  });
});
