import '@fontsource-variable/inter';
import '@/components/ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { appSettingsQueryOptions } from '@/api/app-settings';
import { createQueryClient } from '@/api/query-client';
import { App } from '@/app/app';
import { routes } from '@/app/routes';
import { resolveBasePath } from '@/lib/base-path';
import { loadBarrelConfig } from '@/lib/config/load-barrel-config';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { installFocusVisibility } from '@/lib/focus-visibility';
import { detectLocale } from '@/lib/i18n/detect-locale';
import { loadMessages } from '@/lib/i18n/load-messages';
import { startMonitoring } from '@/lib/monitoring/start-monitoring';

/** Longest the first render waits for the barrel; later values still merge for later calls. */
const BARREL_WAIT_MS = 1500;

async function boot() {
  // Mock builds only: Vite replaces MODE statically, so other builds drop this import entirely.
  if (import.meta.env.MODE === 'mock') {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
  installFocusVisibility();
  // Runtime configuration and this language's translations load in parallel; neither rejects.
  const configReady = loadBarrelConfig();
  const locale = detectLocale();
  const [messages] = await Promise.all([
    loadMessages(locale),
    Promise.race([configReady, new Promise((resolve) => setTimeout(resolve, BARREL_WAIT_MS))]),
  ]);
  const basename = resolveBasePath(window.location, getRuntimeConfig().rootHosts);
  const router = createBrowserRouter(routes, { basename });
  const queryClient = createQueryClient();
  // Settings are fetched once at start-up (spec section 2), in parallel with the page's chunk.
  void queryClient.prefetchQuery(appSettingsQueryOptions);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} locale={locale} messages={messages} />
    </StrictMode>,
  );
  // Error reporting starts after first paint; without a DSN its SDK is never downloaded.
  void startMonitoring(configReady);
}

void boot();
