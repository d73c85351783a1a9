import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { Messages } from '@/lib/i18n/load-messages';
import type { AppLocale } from '@/lib/i18n/locales';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  locale: AppLocale;
  /** The locale's messages, loaded before render so the first paint is translated. */
  messages?: Messages;
}

/** Composition only: providers around the router. */
export function App({ router, queryClient, locale, messages }: AppProps) {
  return (
    <I18nProvider initialLocale={locale} initialMessages={messages}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  );
}
