// The prerendered shells of the public tip pages (build/plugins/prerender-shells.ts): which
// file answers which address, for every server of the build that runs JavaScript (vite
// preview of the mock build, bench/serve.mjs under scripts/serve-production.mjs and
// `npm run bench`). deploy/nginx.conf says the same in nginx's words; e2e/nginx.spec.ts and
// e2e/production.spec.ts check both. Plain TypeScript without imports, so Node runs it as it is.

/** The pages prerendered: the user page `/:userId` and the team page `/t/:teamId`. */
export const SHELL_PAGES = ['user', 'team'] as const;
export type ShellPage = (typeof SHELL_PAGES)[number];
/** One file per language (src/lib/i18n/locales.ts, APP_LOCALES). */
export const SHELL_LOCALES = ['ru', 'en', 'kz'] as const;
export type ShellLocale = (typeof SHELL_LOCALES)[number];
/** Where the shells are written in dist/: `shells/<page>.<locale>.html`. */
export const SHELL_DIR = 'shells';
/** The language when the visitor's names none of ours: the app's fallback (src/lib/i18n/locales.ts). */
const DEFAULT_LOCALE: ShellLocale = 'en';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/**
 * At the site root or under a base path of two segments (src/lib/base-path.ts: which one a host
 * uses is only known at run time, from the barrel's rootHosts).
 */
const PAGE_PATHS: Record<ShellPage, RegExp> = {
  user: new RegExp(`^(/[^/]+/[^/]+)?/${UUID}/?$`),
  team: new RegExp(`^(/[^/]+/[^/]+)?/t/${UUID}/?$`),
};

/** The prerendered page a path shows, or null (every other path gets index.html). */
export function shellPageOf(pathname: string): ShellPage | null {
  return SHELL_PAGES.find((page) => PAGE_PATHS[page].test(pathname)) ?? null;
}

/**
 * The shell's language from `Accept-Language`: the first of its languages that is one of ours,
 * as the app's own detection takes the first of `navigator.languages` (src/lib/i18n/detect-locale.ts;
 * browsers send the same list, best first). A choice saved in the browser is the client's to
 * honour (src/main.tsx).
 */
export function shellLocaleOf(acceptLanguage: string | undefined): ShellLocale {
  const match = /(?:^|,)\s*(ru|en|kk|kz)(?:[-_;,\s]|$)/i.exec(acceptLanguage ?? '');
  const language = match?.[1]?.toLowerCase();
  return language === 'kk' ? 'kz' : ((language as ShellLocale | undefined) ?? DEFAULT_LOCALE);
}

/** The file (below dist/) that answers a path, or null for index.html. */
export function shellFileOf(pathname: string, acceptLanguage: string | undefined): string | null {
  const page = shellPageOf(pathname);
  return page && shellFileName(page, shellLocaleOf(acceptLanguage));
}

export function shellFileName(page: ShellPage, locale: ShellLocale): string {
  return `${SHELL_DIR}/${page}.${locale}.html`;
}
