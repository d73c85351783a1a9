/** The product's language codes (spec section 1). `kz` is the product's code for Kazakh. */
export const APP_LOCALES = ['ru', 'en', 'kz'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];
export const FALLBACK_LOCALE: AppLocale = 'en';

/**
 * A translation namespace: the words of one part of the app, in one file per language. Shared
 * start-up namespaces live in `src/locales/<lang>/<namespace>.json`; a feature's own namespace is
 * named after its folder and lives beside its code, `src/features/<feature>/locales/<lang>.json`,
 * so an area brings its words with it. A kit piece that only sign-in and the private area use
 * keeps its words the same way, `src/components/ui/<piece>/locales/<lang>.json` (the code step's
 * `otp`): loaded with theirs, never by public pages. Every id in a file starts with `<namespace>.`.
 */
export type Namespace = string;

/** The language and namespace of a translation file's path (either layout), or null. */
export function translationFileOf(path: string): { locale: string; namespace: string } | null {
  const shared = /(?:^|\/)locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (shared) return { locale: shared[1]!, namespace: shared[2]! };
  const feature = /(?:^|\/)(?:features|components\/ui)\/([^/]+)\/locales\/([^/]+)\.json$/.exec(
    path,
  );
  return feature ? { locale: feature[2]!, namespace: feature[1]! } : null;
}
/**
 * What every page needs, loaded at start-up. The private area asks for its own namespaces
 * when it opens (RequireMessages), so public pages never download the cabinet's words.
 */
export const BASE_NAMESPACES: readonly Namespace[] = ['app', 'errors', 'i18n', 'payment', 'ui'];

/** Intl uses the ISO code `kk` for Kazakh; the product keeps `kz` in files and storage. */
export function toIntlLocale(locale: AppLocale): string {
  return locale === 'kz' ? 'kk' : locale;
}

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value);
}

/** A BCP 47 tag (`ru-RU`, `kk-KZ`, `en`) or a product code to a product locale; unsupported gives null. */
export function matchAppLocale(tag: string | null | undefined): AppLocale | null {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'kk') return 'kz';
  return isAppLocale(language) ? language : null;
}
