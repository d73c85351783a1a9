import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { AppLocale } from '@/lib/i18n/locales';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  locale: AppLocale;
}

/** Composition only: providers around the router. */
export function App({ router, queryClient, locale }: AppProps) {
  return (
    <I18nProvider initialLocale={locale}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  );
}
