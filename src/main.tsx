import '@fontsource-variable/inter';
import '@/components/ui/tokens.css';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from '@/app/app';
import { routes } from '@/app/routes';
import { resolveBasePath } from '@/lib/base-path';
import { installFocusVisibility } from '@/lib/focus-visibility';
import { FALLBACK_LOCALE } from '@/lib/i18n/locales';

async function boot() {
  // Mock builds only: Vite replaces MODE statically, so other builds drop this import entirely.
  if (import.meta.env.MODE === 'mock') {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
  installFocusVisibility();
  const router = createBrowserRouter(routes, { basename: resolveBasePath(window.location) });
  const queryClient = new QueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} locale={FALLBACK_LOCALE} />
    </StrictMode>,
  );
}

void boot();
