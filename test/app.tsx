/**
 * Test-only: the whole app at an address, against the stateful mock backend, the way
 * bulletproof-react's `renderApp` does it. The signed-in person is a seeded user (a uuid from
 * mocks/db/demo-ids.ts) with a real session in the store: no hand-written copies of the demo
 * user.
 *
 *   setupAppTests();                       // once per file
 *   await renderApp({ url: '/cabinet', user: DEMO.anna });
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished } from 'vitest';
import { storeReady } from '@mocks/db/store';
import { createSignedInSession, SESSION_COOKIE } from '@mocks/engine/sessions';
import { resetMockBackend, server } from '@mocks/node';
import { callNameOf } from '@mocks/prefixes';
import { AppRoutes } from '@/app/routes';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { AppLocale } from '@/lib/i18n/locales';
import { allNamespaces, messagesOf } from './messages';
import { createTestQueryClient } from './query-client';

/** The browser's cookie jar for Node's fetch (which keeps none): the session is a cookie. */
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

let cookies: ReturnType<typeof installCookieJar> | null = null;

/** The mock backend for the file; each test starts from the seed with an empty cookie jar. */
export function setupAppTests(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(async () => {
    await resetMockBackend();
    cookies = installCookieJar();
  });
  afterEach(() => {
    cookies?.restore();
    cookies = null;
  });
  afterAll(() => server.close());
}

/** Signs `userUuid` in: a live session in the store, its cookie in this test's jar. */
export async function signInAs(userUuid: string): Promise<void> {
  if (!cookies) throw new Error('signInAs needs setupAppTests() in the test file');
  await storeReady();
  cookies.jar.set(SESSION_COOKIE, await createSignedInSession(userUuid));
}

/**
 * Counts the calls the app makes from now until the test ends, by their name (`qrcode/get`):
 * for what must be asked once more, or never asked at all.
 */
export function recordApiCalls(): { count: (call: string) => number } {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const call = callNameOf(new URL(request.url));
    if (call) calls.push(call);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return { count: (call) => calls.filter((each) => each === call).length };
}

export interface RenderAppOptions {
  /** Where the app opens (a router path with its query). */
  url: string;
  /** A seeded person to be signed in as; signed out when left out. */
  user?: string;
  locale?: AppLocale;
  /** The app's own query client (its retry policy); by default a failed read is not retried. */
  queryClient?: QueryClient;
}

/** The app's providers: every namespace's words already loaded, and the query client. */
function AppProviders({
  locale,
  queryClient,
  children,
}: {
  locale: AppLocale;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nProvider
      initialLocale={locale}
      initialMessages={messagesOf(locale)}
      initialNamespaces={allNamespaces()}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}

/** The app's real routes in its real providers, every namespace's words already loaded. */
export async function renderApp({
  url,
  user,
  locale = 'en',
  queryClient = createTestQueryClient(),
}: RenderAppOptions) {
  if (user) await signInAs(user);
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], {
    initialEntries: [url],
  });
  const view = render(
    <AppProviders locale={locale} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/**
 * A feature's hook in the app's providers and a router at `url`, against the mock backend: for
 * the rules of a hook that calls, formats or navigates. `useLocation()` inside `hook` tells
 * where it went.
 */
export async function renderAppHook<Result, Props>(
  hook: (props: Props) => Result,
  {
    url,
    user,
    locale = 'en',
    queryClient = createTestQueryClient(),
    initialProps,
  }: RenderAppOptions & { initialProps?: Props },
) {
  if (user) await signInAs(user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders locale={locale} queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </AppProviders>
  );
  return { ...renderHook(hook, { wrapper, initialProps }), queryClient };
}
