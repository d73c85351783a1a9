/**
 * The build's prerender (build/plugins/prerender-shells.ts runs this module in Node, never in a
 * browser): the first frame of a public tip page as HTML, in one language. It is the app
 * itself at that address, before any data: the tip form's skeleton with its words
 * (useShellFrame), which the browser paints from HTML and CSS alone and React then hydrates.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { loadMessages } from '@/lib/i18n/load-messages';
import { BASE_NAMESPACES, type AppLocale } from '@/lib/i18n/locales';
import { drawShellFrame } from '@/lib/use-shell-frame';
import { App } from './app';

/** The markup inside `#root` for `path` (below the base path) in `locale`. */
export async function renderShell(path: string, locale: AppLocale): Promise<string> {
  const messages = await loadMessages(locale, BASE_NAMESPACES);
  const AtPath = ({ basename, children }: { basename: string; children: ReactNode }) => (
    <StaticRouter basename={basename} location={path}>
      {children}
    </StaticRouter>
  );
  drawShellFrame();
  // prerender (not renderToString) waits for lazy pages (the team page) instead of leaving
  // their Suspense fallback in the HTML.
  const { prelude } = await prerender(
    <StrictMode>
      <App
        basename="/"
        queryClient={createQueryClient()}
        locale={locale}
        messages={messages}
        Router={AtPath}
      />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
