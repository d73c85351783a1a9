/**
 * The early start: production builds run this inline in index.html
 * (build/plugins/inline-early-start.ts), before the entry script has even downloaded. On a slow phone that
 * download is most of the first second; this script uses it to ask, in parallel with it:
 * - the barrel (runtime configuration), the settings and the first page's data;
 * - the recipient's photo, as soon as payment/form names it;
 * - this language's translation files (module preloads).
 * The app then takes the responses over instead of asking again (src/lib/early-responses.ts)
 * and renders the whole page in its first paint. Everything here runs again in the app if
 * this script is absent or fails, so it can only make the page faster, never break it.
 *
 * It is bundled on its own, so it shares no state with the app: the hand-over goes through a
 * global object only.
 */
import { getApplicationSettings } from '@/api/generated/settings/settings';
import { requestPublicPageEarly } from '@/features/payment/api/early-requests';
import { pathWithinBase, resolveBasePath } from '@/lib/base-path';
import { loadBarrelConfig } from '@/lib/config/load-barrel-config';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { handOverConfig, openEarlyStart } from '@/lib/early-responses';
import { detectLocale } from '@/lib/i18n/detect-locale';
import { BASE_NAMESPACES, toIntlLocale } from '@/lib/i18n/locales';
import { startUpChunkFile } from '@/lib/i18n/translation-files';

/**
 * Where the start-up translation chunks are and their one version (startUpChunkFile), filled
 * in at build time by the inlining plugin.
 */
declare const __TRANSLATIONS_URL__: string;
declare const __TRANSLATIONS_VERSION__: string;

const markStarted = openEarlyStart();
try {
  const barrel = loadBarrelConfig();
  handOverConfig(barrel.then(() => getRuntimeConfig()));
  // The settings and the page's data start at once, under the configuration this build ships
  // as its default (which a deployment's barrel normally repeats) rather than one round trip
  // later. Should the barrel answer another API prefix or root hosts, these responses match no
  // request of the app (they are kept by URL) and the app asks again: a wasted call, never a
  // wrong answer.
  void getApplicationSettings().catch(() => undefined);
  const base = resolveBasePath(window.location, getRuntimeConfig().rootHosts);
  requestPublicPageEarly(pathWithinBase(window.location.pathname, base));
  void barrel.finally(markStarted);
  // A public page's prerendered shell comes in the request's language (Accept-Language); a
  // language saved in this browser that differs is honoured without a visible swap: the shell
  // stays hidden until the app replaces it (src/components/ui/tokens.css, src/main.tsx).
  const locale = detectLocale();
  if (document.documentElement.lang !== toIntlLocale(locale))
    document.documentElement.dataset.staleShell = '';
  // Once those requests are out (they leave on the next microtask): this language's
  // translations, then the one-off costs the first render would otherwise pay while the
  // network works. A browser's first storage read (the payment draft) opens the store and its
  // first Intl call loads locale data (react-intl checks the locale with
  // supportedLocalesOf): tens of milliseconds each on a phone.
  setTimeout(() => {
    for (const namespace of BASE_NAMESPACES) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = `${__TRANSLATIONS_URL__}${startUpChunkFile(locale, namespace, __TRANSLATIONS_VERSION__)}`;
      document.head.append(link);
    }
    Intl.NumberFormat.supportedLocalesOf(toIntlLocale(locale));
    Intl.DateTimeFormat.supportedLocalesOf(toIntlLocale(locale));
    void window.sessionStorage.length;
  });
} catch {
  markStarted();
}
