import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as reportModule from '@/lib/monitoring/report-error';
import en from '@/locales/en/app.json';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { routes } from './routes';

const routers: Array<ReturnType<typeof createMemoryRouter>> = [];
afterEach(() => {
  routers.splice(0).forEach((router) => router.dispose());
});

function renderAt(url: string, routeTable: RouteObject[] = routes) {
  const router = createMemoryRouter(routeTable, { initialEntries: [url] });
  routers.push(router);
  render(
    <IntlProvider locale="en" messages={en}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return router;
}

describe('routes', () => {
  it.each(['/', '/a/b/c', '/t/x/y', '/cabinet-x/y'])('%s shows the not-found page', async (url) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it.each([
    ['/a0000000-0000-4000-8000-000000000001', ':userId'],
    ['/t/b0000000-0000-4000-8000-000000000001', 't/:teamId'],
    ['/finish.html?orderId=1', 'finish.html'],
    ['/cabinet/profile', 'cabinet/*'],
    ['/orders/list', 'orders/*'],
  ])('%s lazily loads the %s route', async (url, routePath) => {
    const router = renderAt(url);
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.errors).toBeNull();
    expect(router.state.matches.at(-1)?.route.path).toBe(routePath);
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('the deliberate error flag shows the error screen and reports the error', async () => {
    const report = vi.spyOn(reportModule, 'reportError').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/a0000000-0000-4000-8000-000000000001?sentryError=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong...');
    // Reported from an effect, which may run just after the screen appears.
    await vi.waitFor(() =>
      expect(report).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'DeliberateTestError' }),
        expect.anything(),
      ),
    );
  });

  it('a render failure anywhere shows the error screen', async () => {
    vi.spyOn(reportModule, 'reportError').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    renderAt('/', [{ path: '/', Component: Broken, errorElement: <RouteErrorBoundary /> }]);
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toBeVisible();
  });
});
