import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import * as reportModule from '@/lib/monitoring/report-error';
import en from '@/locales/en/app.json';
import { renderApp, setupAppTests } from '@test/app';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { prefetchPageData } from './routes';

setupAppTests();

afterEach(() => {
  vi.restoreAllMocks();
});

const renderAt = (url: string) => renderApp({ url });

describe('routes', () => {
  it.each(['/', '/a/b/c', '/t/x/y', '/cabinet-x/y'])('%s shows the not-found page', async (url) => {
    await renderAt(url);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it.each([
    ['/a0000000-0000-4000-8000-000000000001', 'public'],
    ['/t/b0000000-0000-4000-8000-000000000001', 'public'],
    ['/finish.html?orderId=1', 'prepayment'],
    ['/auth/sign-in', 'private'],
  ])('%s renders its page in the %s area, not the not-found page', async (url, area) => {
    await renderAt(url);
    await vi.waitFor(() =>
      expect(document.querySelector(`[data-area="${area}"] main`)?.childElementCount).toBe(1),
    );
    // Not the app's not-found page nor its render-failure screen (the page's own states may
    // word an error the same way: the finish page of an unknown order says "Page not found").
    expect(document.querySelector('[aria-labelledby="not-found-title"]')).toBeNull();
    expect(document.querySelector('[aria-labelledby="error-screen-title"]')).toBeNull();
  });

  it.each(['/a0000000-0000-4000-8000-000000000001', '/auth/sign-in', '/no/such'])(
    '%s offers the language switcher once painted, outside its main content',
    async (url) => {
      await renderAt(url);
      const switcher = await screen.findByRole('combobox', { name: 'Language' });
      expect(switcher.closest('header')).not.toBeNull();
      expect(switcher.closest('main')).toBeNull();
    },
  );

  it('switching the language changes the words and the tab title, and is remembered', async () => {
    const user = userEvent.setup();
    await renderAt('/no/such');
    expect(document.title).toBe('Page not found · Tips');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'kz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Бет табылмады' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Бет табылмады · Шайпұл');
    expect(localStorage.getItem('locale')).toBe('kz');
    expect(localStorage.getItem('locale.explicit')).toBe('true');
  });

  it('the deliberate error flag shows the error screen and reports the error', async () => {
    const report = vi.spyOn(reportModule, 'reportError').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAt('/a0000000-0000-4000-8000-000000000001?sentryError=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong...');
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'DeliberateTestError' }),
      expect.anything(),
    );
  });
});

describe('RouteErrorBoundary', () => {
  function Page({ pathname }: { pathname: string }) {
    if (pathname === '/broken') throw new Error('boom');
    return <p>page {pathname}</p>;
  }

  const atPath = (pathname: string) => (
    <IntlProvider locale="en" messages={en}>
      <RouteErrorBoundary pathname={pathname}>
        <Page pathname={pathname} />
      </RouteErrorBoundary>
    </IntlProvider>
  );

  it('a render failure shows the error screen, and another page clears it', async () => {
    vi.spyOn(reportModule, 'reportError').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(atPath('/broken'));
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toBeVisible();
    view.rerender(atPath('/fine'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('page /fine')).toBeVisible();
  });
});

describe('prefetchPageData', () => {
  const queryKeys = (client: QueryClient) =>
    client
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey));

  it("starts the user page's form and customization", () => {
    const client = new QueryClient();
    void prefetchPageData(client, `/${DEMO.annaQrCode}`);
    const keys = queryKeys(client);
    expect(keys.some((key) => key.includes('/payment/form') && key.includes(DEMO.annaQrCode))).toBe(
      true,
    );
    expect(keys.some((key) => key.includes('/customization/get'))).toBe(true);
  });

  it("starts the team page's first page of members", () => {
    const client = new QueryClient();
    void prefetchPageData(client, `/t/${DEMO.team}`);
    expect(queryKeys(client).some((key) => key.includes(DEMO.team))).toBe(true);
  });

  it.each(['/cabinet/profile', '/finish.html', '/not-a-uuid'])('asks nothing for %s', (path) => {
    const client = new QueryClient();
    void prefetchPageData(client, path);
    expect(queryKeys(client)).toEqual([]);
  });
});
