/**
 * Test-only helpers of the auth flows (imported by *.test.tsx files only): render the auth
 * routes beside a probe of the cabinet, with a fresh query client and real translations.
 * Whole-app tests use renderApp from test/app.tsx instead.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { allNamespaces, messagesOf } from '@test/messages';
import { createTestQueryClient } from '@test/query-client';

export function renderRoutes(routes: RouteObject[], url: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <I18nProvider
      initialLocale="en"
      initialMessages={messagesOf('en')}
      initialNamespaces={allNamespaces()}
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
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
