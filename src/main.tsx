import '@/components/ui/tokens.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appSettingsQueryOptions } from '@/api/app-settings';
import { createQueryClient } from '@/api/query-client';
import { App } from '@/app/app';
import { prefetchPageData } from '@/app/routes';
import { pathWithinBase, resolveBasePath } from '@/lib/base-path';
import { waitForConfig } from '@/lib/config/config-ready';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { startRuntimeConfig } from '@/lib/config/start-runtime-config';
import { closeEarlyStart, earlyStartSettled } from '@/lib/early-responses';
import { installFocusVisibility } from '@/lib/focus-visibility';
import { detectLocale } from '@/lib/i18n/detect-locale';
import { loadMessages } from '@/lib/i18n/load-messages';
import { BASE_NAMESPACES, toIntlLocale } from '@/lib/i18n/locales';
import { startMonitoring } from '@/lib/monitoring/start-monitoring';
import { drawShellFrame } from '@/lib/use-shell-frame';

/** Longest the first render waits for the page's data and the settings before it shows the skeleton. */
const FIRST_PAINT_DATA_WAIT_MS = 500;

async function boot() {
  // Mock builds only: Vite replaces MODE statically, so other builds drop this import entirely.
  if (import.meta.env.MODE === 'mock') {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
  installFocusVisibility();
  // At once, in parallel: runtime configuration, this language's translations and the settings
  // (API calls wait for the configuration by themselves, at most its cap). Neither rejects.
  const barrel = startRuntimeConfig();
  // With the inline early start (production), also until it has made its requests, so the
  // app's identical ones are handed its responses (src/lib/early-responses.ts).
  const configSettled = waitForConfig(Promise.all([barrel, earlyStartSettled()]));
  const locale = detectLocale();
  const messagesLoaded = loadMessages(locale, BASE_NAMESPACES);
  const queryClient = createQueryClient();
  // Settings are fetched once at start-up (spec section 2), shared by every area.
  const settings = queryClient.prefetchQuery(appSettingsQueryOptions);
  // The base path needs `rootHosts`; then the page's data starts while the translations are
  // still arriving.
  await configSettled;
  const basename = resolveBasePath(window.location, getRuntimeConfig().rootHosts);
  const pageData = prefetchPageData(
    queryClient,
    pathWithinBase(window.location.pathname, basename),
  );
  // The first paint is the whole page when its data and the settings come in time (usually
  // they are already here, asked by the early start): one render instead of a skeleton and
  // then a second, long one.
  const [messages] = await Promise.all([
    messagesLoaded,
    Promise.race([
      Promise.all([settings, pageData]),
      new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_DATA_WAIT_MS)),
    ]),
  ]);
  // index.html's, and every shell's (build/plugins/prerender-shells.ts checks it is there).
  const container = document.getElementById('root') as HTMLElement;
  const app = (
    <StrictMode>
      <App basename={basename} queryClient={queryClient} locale={locale} messages={messages} />
    </StrictMode>
  );
  // A public tip page's address is answered with its prerendered shell in the visitor's
  // language (build/plugins/prerender-shells.ts): React takes that HTML over where it stands.
  // A shell in another language than the one chosen here (a choice saved in this browser) is
  // not taken over but replaced, and the early start keeps it hidden until then. Either way in
  // a transition, which renders in slices that yield to the browser every few milliseconds
  // instead of one long task: on a slow phone the page's first render no longer blocks input
  // (Lighthouse TBT 77 -> 1 ms, median of 3), and it still paints as one whole page.
  startTransition(() => {
    if (container.firstChild && document.documentElement.lang === toIntlLocale(locale)) {
      drawShellFrame();
      hydrateRoot(container, app);
    } else createRoot(container).render(app);
  });
  // Responses nobody has taken by now are not for this page: drop them.
  setTimeout(closeEarlyStart);
  // Error reporting starts after first paint; without a DSN its SDK is never downloaded.
  void startMonitoring(barrel);
}

void boot();
