import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { Messages } from '@/lib/i18n/load-messages';
import type { AppLocale } from '@/lib/i18n/locales';
import { AppRoutes } from './routes';

interface AppProps {
  /** The router's base path (spec section 2, src/lib/base-path.ts). */
  basename: string;
  queryClient: QueryClient;
  locale: AppLocale;
  /** The locale's messages, loaded before render so the first paint is translated. */
  messages?: Messages;
}

/** Composition only: providers around the routes. */
export function App({ basename, queryClient, locale, messages }: AppProps) {
  return (
    <I18nProvider initialLocale={locale} initialMessages={messages}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename={basename}>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </I18nProvider>
  );
}
