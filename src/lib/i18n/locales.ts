/** The product's language codes (spec section 1). `kz` is the product's code for Kazakh. */
export const APP_LOCALES = ['ru', 'en', 'kz'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];
export const FALLBACK_LOCALE: AppLocale = 'en';

/** A translation namespace: the words of one part of the app (see translation-files.ts). */
export type Namespace = string;

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
