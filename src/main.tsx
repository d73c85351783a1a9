import '@/components/ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appSettingsQueryOptions } from '@/api/app-settings';
import { createQueryClient } from '@/api/query-client';
import { App } from '@/app/app';
import { prefetchPageData } from '@/app/routes';
import { pathWithinBase, resolveBasePath } from '@/lib/base-path';
import { waitForConfig } from '@/lib/config/config-ready';
import { loadBarrelConfig } from '@/lib/config/load-barrel-config';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { installFocusVisibility } from '@/lib/focus-visibility';
import { detectLocale } from '@/lib/i18n/detect-locale';
import { loadMessages } from '@/lib/i18n/load-messages';
import { startMonitoring } from '@/lib/monitoring/start-monitoring';

async function boot() {
  // Mock builds only: Vite replaces MODE statically, so other builds drop this import entirely.
  if (import.meta.env.MODE === 'mock') {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
  installFocusVisibility();
  // At once, in parallel: runtime configuration, this language's translations and the settings
  // (API calls wait for the configuration by themselves, at most its cap). Neither rejects.
  const barrel = loadBarrelConfig();
  const configSettled = waitForConfig(barrel);
  const locale = detectLocale();
  const messagesLoaded = loadMessages(locale);
  const queryClient = createQueryClient();
  // Settings are fetched once at start-up (spec section 2), shared by every area.
  void queryClient.prefetchQuery(appSettingsQueryOptions);
  // The base path needs `rootHosts`; then the page's data starts while the translations are
  // still arriving.
  await configSettled;
  const basename = resolveBasePath(window.location, getRuntimeConfig().rootHosts);
  prefetchPageData(queryClient, pathWithinBase(window.location.pathname, basename));
  const messages = await messagesLoaded;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App basename={basename} queryClient={queryClient} locale={locale} messages={messages} />
    </StrictMode>,
  );
  // Error reporting starts after first paint; without a DSN its SDK is never downloaded.
  void startMonitoring(barrel);
}

void boot();
