/*
 * Kazakh (and Russian) dates, money, relative times and country names without depending on
 * the browser's locale data. For each Intl constructor that lacks a language, FormatJS's
 * implementation (its ponyfill, with that language's CLDR data) stands in for that language
 * only: the global constructor becomes a small dispatcher that hands the language it lacks to
 * FormatJS and every other language to the browser's own. Replacing the constructor outright
 * (the packages' polyfill-force) made Russian and English come out in the polyfill's data, or
 * in Kazakh when only its data was loaded, after a Kazakh page. Every import below is a lazy
 * chunk of its own, so a browser with the data downloads none; this module itself is loaded
 * with the private areas' words (feature-translations.ts), never by the tip page.
 *
 * Which constructors lack a language is decided here, not by the packages' shouldPolyfill:
 * Debian's Chromium claims Kazakh (supportedLocalesOf(['kk']) is ['kk'], so shouldPolyfill says
 * no) but has only part of its data and formats `kk` from ICU's root ("Yesterday",
 * "2025 M10 26", "₸ 1,234.50", "Kazakhstan"); DisplayNames' shouldPolyfill says yes in every
 * Chromium and Node (a script-name check the app does not need); and the five of them, with
 * their locale lists and matcher, weigh 35 KB gzip that every browser would download. A
 * constructor lacks a language when it is missing, does not claim it, or formats a sample of it
 * otherwise than CLDR does.
 */

/** The Intl locales the app speaks (toIntlLocale): the locale data the polyfills can load. */
type DataLocale = 'en' | 'ru' | 'kk';
type Load = () => Promise<unknown>;

/** An Intl constructor as the stand-in uses it: FormatJS's or the browser's. */
export interface IntlImplementation {
  new (locales?: string | string[], options?: object): object;
  supportedLocalesOf(locales: string | string[], options?: object): string[];
}

export interface IntlPolyfill {
  /** The Intl constructor it stands in for. */
  name: string;
  /** Whether the constructor is there and claims the locale (supportedLocalesOf). */
  claims: (locale: string) => boolean;
  /**
   * Something the constructor formats, and what CLDR's data makes of it in each language (what
   * the polyfill's data and a browser with the data both give): another result means the
   * browser lacks the locale's data, whatever it claims.
   */
  sample: { format: (locale: string) => string | undefined } & Record<DataLocale, string>;
  /** FormatJS's constructor, which stands in for the languages the browser's lacks. */
  implementation: () => Promise<IntlImplementation>;
  /** A language's CLDR data: it registers itself with the global constructor. */
  data: Record<DataLocale, Load>;
}

/**
 * The reader's time zone as the browser knows it: FormatJS's DateTimeFormat formats in UTC
 * unless told otherwise.
 */
const BROWSER_TIME_ZONE = new Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * FormatJS's DateTimeFormat also needs the world's time zones (offsets and their history), which
 * register themselves with the global constructor like a language's data, and the reader's zone.
 */
async function withTimeZones(load: Load): Promise<void> {
  await load();
  await import('@formatjs/intl-datetimeformat/add-golden-tz.js');
  try {
    (
      Intl.DateTimeFormat as { __setDefaultTimeZone?: (zone: string) => void }
    ).__setDefaultTimeZone?.(BROWSER_TIME_ZONE);
  } catch {
    // A zone outside the data set: FormatJS keeps UTC.
  }
}

/** `claims` of a constructor, read when asked: a stand-in replaces the global. */
const claimedBy =
  (constructor: () => Pick<IntlImplementation, 'supportedLocalesOf'> | undefined) =>
  (locale: string): boolean =>
    (constructor()?.supportedLocalesOf([locale]).length ?? 0) > 0;

/** A mid-October noon, UTC: a day and a month name in every language. */
const SAMPLE_DAY = new Date(Date.UTC(2025, 9, 15, 12));

/**
 * In the order they depend on each other: a stage's polyfills load together, after the stage
 * before (NumberFormat uses PluralRules; DateTimeFormat and RelativeTimeFormat use both).
 */
export const INTL_POLYFILL_STAGES: readonly (readonly IntlPolyfill[])[] = [
  [
    {
      name: 'PluralRules',
      claims: claimedBy(() => Intl.PluralRules),
      sample: {
        format: (locale) => [1, 2, 5].map((n) => new Intl.PluralRules(locale).select(n)).join(),
        en: 'one,other,other',
        ru: 'one,few,many',
        kk: 'one,other,other',
      },
      implementation: async () => (await import('@formatjs/intl-pluralrules')).PluralRules,
      data: {
        en: () => import('@formatjs/intl-pluralrules/locale-data/en.js'),
        ru: () => import('@formatjs/intl-pluralrules/locale-data/ru.js'),
        kk: () => import('@formatjs/intl-pluralrules/locale-data/kk.js'),
      },
    },
    {
      name: 'DisplayNames',
      claims: claimedBy(() => Intl.DisplayNames),
      sample: {
        format: (locale) => new Intl.DisplayNames(locale, { type: 'region' }).of('KZ'),
        en: 'Kazakhstan',
        ru: 'Казахстан',
        kk: 'Қазақстан',
      },
      implementation: async () =>
        (await import('@formatjs/intl-displaynames')).DisplayNames as unknown as IntlImplementation,
      data: {
        en: () => import('@formatjs/intl-displaynames/locale-data/en.js'),
        ru: () => import('@formatjs/intl-displaynames/locale-data/ru.js'),
        kk: () => import('@formatjs/intl-displaynames/locale-data/kk.js'),
      },
    },
  ],
  [
    {
      name: 'NumberFormat',
      claims: claimedBy(() => Intl.NumberFormat),
      sample: {
        format: (locale) => new Intl.NumberFormat(locale).format(1234.5),
        en: '1,234.5',
        ru: '1\u00a0234,5',
        kk: '1\u00a0234,5',
      },
      implementation: async () => (await import('@formatjs/intl-numberformat')).NumberFormat,
      data: {
        en: () => import('@formatjs/intl-numberformat/locale-data/en.js'),
        ru: () => import('@formatjs/intl-numberformat/locale-data/ru.js'),
        kk: () => import('@formatjs/intl-numberformat/locale-data/kk.js'),
      },
    },
  ],
  [
    {
      name: 'DateTimeFormat',
      claims: claimedBy(() => Intl.DateTimeFormat),
      sample: {
        format: (locale) =>
          new Intl.DateTimeFormat(locale, {
            day: 'numeric',
            month: 'long',
            timeZone: 'UTC',
          }).format(SAMPLE_DAY),
        en: 'October 15',
        ru: '15 октября',
        kk: '15 қазан',
      },
      implementation: async () => (await import('@formatjs/intl-datetimeformat')).DateTimeFormat,
      data: {
        en: () => withTimeZones(() => import('@formatjs/intl-datetimeformat/locale-data/en.js')),
        ru: () => withTimeZones(() => import('@formatjs/intl-datetimeformat/locale-data/ru.js')),
        kk: () => withTimeZones(() => import('@formatjs/intl-datetimeformat/locale-data/kk.js')),
      },
    },
    {
      name: 'RelativeTimeFormat',
      claims: claimedBy(() => Intl.RelativeTimeFormat),
      sample: {
        format: (locale) =>
          new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day'),
        en: 'yesterday',
        ru: 'вчера',
        kk: 'кеше',
      },
      implementation: async () => (await import('@formatjs/intl-relativetimeformat')).default,
      data: {
        en: () => import('@formatjs/intl-relativetimeformat/locale-data/en.js'),
        ru: () => import('@formatjs/intl-relativetimeformat/locale-data/ru.js'),
        kk: () => import('@formatjs/intl-relativetimeformat/locale-data/kk.js'),
      },
    },
  ],
];

const isDataLocale = (locale: string): locale is DataLocale => ['en', 'ru', 'kk'].includes(locale);

/** Whether the browser's constructor has `locale`'s data (a throw: it has not). */
function hasData(polyfill: IntlPolyfill, locale: DataLocale): boolean {
  try {
    return polyfill.claims(locale) && polyfill.sample.format(locale) === polyfill.sample[locale];
  } catch {
    return false;
  }
}

/** The language of the first locale asked for (`kk-KZ` → `kk`); none: the browser's default. */
function languageOf(locales: unknown): string | undefined {
  const first: unknown = Array.isArray(locales) ? locales[0] : locales;
  return typeof first === 'string' ? first.split('-')[0]!.toLowerCase() : undefined;
}

interface StandIn extends IntlImplementation {
  /** The languages FormatJS's constructor formats. */
  readonly standsInFor: Set<string>;
}

/**
 * Makes the global `Intl[name]` hand `language` to `implementation` (FormatJS's) and every
 * other language to the browser's constructor, which the stand-in keeps. FormatJS's own
 * statics (`__addLocaleData`, which its locale-data files call on the global, and
 * DateTimeFormat's `__addTZData`) are forwarded to it.
 */
export function standIn(name: string, implementation: IntlImplementation, language: string): void {
  const intl = Intl as unknown as Record<string, unknown>;
  const current = intl[name] as StandIn | IntlImplementation | undefined;
  if (current && 'standsInFor' in current) {
    current.standsInFor.add(language);
    return;
  }
  const browsers = current;
  const standsInFor = new Set([language]);
  const pick = (locales: unknown) => {
    const picked = standsInFor.has(languageOf(locales) ?? '') ? implementation : browsers;
    return picked ?? implementation;
  };
  // A function, not a class: NumberFormat and DateTimeFormat may be called without `new`.
  function IntlStandIn(locales?: string | string[], options?: object): object {
    const Picked = pick(locales);
    return new Picked(locales, options);
  }
  const statics: Record<string, unknown> = {
    standsInFor,
    supportedLocalesOf: (locales: string | string[], options?: object) =>
      [locales]
        .flat()
        .filter((locale) => pick(locale).supportedLocalesOf(locale, options).length > 0),
  };
  for (const key of Object.getOwnPropertyNames(implementation)) {
    const value = (implementation as unknown as Record<string, unknown>)[key];
    if (key.startsWith('__') && typeof value === 'function') {
      statics[key] = (value as (...args: unknown[]) => unknown).bind(implementation);
    }
  }
  Object.assign(IntlStandIn, statics);
  // `instanceof Intl.NumberFormat` stays true for the browser's own formatters.
  IntlStandIn.prototype = (browsers ?? implementation).prototype as object;
  Object.defineProperty(Intl, name, { value: IntlStandIn, writable: true, configurable: true });
}

/**
 * Makes Intl format `locale` (an Intl tag: `kk`, `ru`, `en`) with CLDR's data: for each
 * constructor that lacks it (missing, not claiming it, or formatting its sample otherwise),
 * FormatJS's stands in for that language alone, with that language's data; one that has it is
 * left alone, and so is every other language. A locale the app does not speak loads nothing.
 */
export async function polyfillIntl(
  locale: string,
  stages: readonly (readonly IntlPolyfill[])[] = INTL_POLYFILL_STAGES,
  install: typeof standIn = standIn,
): Promise<void> {
  if (!isDataLocale(locale)) return;
  for (const stage of stages) {
    await Promise.all(
      stage.map(async (polyfill) => {
        if (hasData(polyfill, locale)) return;
        install(polyfill.name, await polyfill.implementation(), locale);
        await polyfill.data[locale]();
      }),
    );
  }
}
