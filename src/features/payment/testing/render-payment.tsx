import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { AppLocale } from '@/lib/i18n/locales';
import en from '@/locales/en/payment.json';
import enErrors from '@/locales/en/errors.json';
import enUi from '@/locales/en/ui.json';
import enApp from '@/locales/en/app.json';
import { createTestQueryClient } from '@test/query-client';
import { FinishPage } from '../components/finish-page';
import { TeamPage } from '../components/team-page';
import { UserPage } from '../components/user-page';

const messages = { ...enApp, ...enErrors, ...enUi, ...en };

/** The payment routes as src/app/routes.tsx mounts them, without the lazy loading. */
export const paymentRoutes = [
  { path: '/t/:teamId', element: <TeamPage /> },
  { path: '/finish.html', element: <FinishPage /> },
  { path: '/:userId', element: <UserPage /> },
];

/** Renders a payment page at `url` with English texts, a fresh query cache and no retries. */
export function renderPayment(url: string, { locale = 'en' }: { locale?: AppLocale } = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(paymentRoutes, { initialEntries: [url] });
  const view = render(
    <I18nProvider initialLocale={locale} initialMessages={messages}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, router, queryClient };
}
