import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
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
  /** The browser's history; the build's prerender (./prerender.tsx) gives a fixed address. */
  Router?: ComponentType<{ basename: string; children: ReactNode }>;
}

/** Composition only: providers around the routes. */
export function App({ basename, queryClient, locale, messages, Router = BrowserRouter }: AppProps) {
  return (
    <I18nProvider initialLocale={locale} initialMessages={messages}>
      <QueryClientProvider client={queryClient}>
        <Router basename={basename}>
          <AppRoutes />
        </Router>
      </QueryClientProvider>
    </I18nProvider>
  );
}
