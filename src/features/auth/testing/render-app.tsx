/**
 * Test-only helpers (imported by *.test.tsx files only): render routes the way the app does
 * (memory router, fresh query client, real translations) and give Node's fetch the cookie jar
 * a browser has, so the mock backend's session cookie travels like in a browser.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

const enFiles = import.meta.glob<Record<string, string>>('../../../locales/en/*.json', {
  eager: true,
  import: 'default',
});
export const enMessages: Record<string, string> = Object.assign(
  {},
  ...Object.values(enFiles),
) as Record<string, string>;

/** Wraps the current fetch (msw's, once the server listens) with a cookie jar; returns the jar. */
export function installCookieJar(): { jar: Map<string, string>; restore: () => void } {
  const jar = new Map<string, string>();
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? new URL(input, window.location.origin) : input;
    const headers = new Headers(init?.headers);
    if (jar.size > 0)
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await original(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.trim().split('=');
      if (value === '' || attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim())))
        jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return { jar, restore: () => void (globalThis.fetch = original) };
}

export function renderRoutes(routes: RouteObject[], url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <IntlProvider locale="en" messages={enMessages}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </IntlProvider>,
  );
  return { ...view, router, queryClient };
}

/** Signs the demo person in through the real calls (the mock's challenge carries the code). */
export async function signInThroughApi(
  login: { email?: string; phone?: string },
  password: string,
): Promise<void> {
  const { startAuth, finishAuth } = await import('@/api/generated/auth/auth');
  const { otp } = await startAuth({ ...login, password });
  if (!otp) throw new Error('The mock backend sends the code in its challenge');
  await finishAuth({ otp });
}
