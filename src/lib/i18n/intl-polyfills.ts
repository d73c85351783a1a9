/*
 * Kazakh (and Russian) dates, money, relative times and country names without depending on
 * the browser's locale data. FormatJS's polyfills stand in, with the language's CLDR data,
 * for each Intl constructor that lacks it; every import below is a lazy chunk of its own, so a
 * browser with the data downloads none. This module itself is loaded with the private areas'
 * words (feature-translations.ts), never by the tip page.
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
  /** Replaces the browser's constructor (polyfill-force: the data then comes from `data`). */
  force: Load;
  data: Record<DataLocale, Load>;
}

/**
 * The reader's time zone as the browser knows it, read before the DateTimeFormat polyfill
 * replaces it: the polyfill formats in UTC unless told otherwise.
 */
const BROWSER_TIME_ZONE = new Intl.DateTimeFormat().resolvedOptions().timeZone;

async function forceDateTimeFormat(): Promise<void> {
  await import('@formatjs/intl-datetimeformat/polyfill-force.js');
  // The time zones of the world (offsets and their history), for dates in the reader's zone.
  await import('@formatjs/intl-datetimeformat/add-golden-tz.js');
  const polyfilled = Intl.DateTimeFormat as { __setDefaultTimeZone?: (zone: string) => void };
  try {
    polyfilled.__setDefaultTimeZone?.(BROWSER_TIME_ZONE);
  } catch {
    // A zone outside the data set: the polyfill keeps UTC.
  }
}

interface IntlConstructor {
  supportedLocalesOf(locales: string[]): string[];
}

/** `claims` of a constructor, read when asked: a polyfill replaces the global. */
const claimedBy =
  (constructor: () => IntlConstructor | undefined) =>
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
      force: () => import('@formatjs/intl-pluralrules/polyfill-force.js'),
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
      force: () => import('@formatjs/intl-displaynames/polyfill-force.js'),
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
      force: () => import('@formatjs/intl-numberformat/polyfill-force.js'),
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
      force: forceDateTimeFormat,
      data: {
        en: () => import('@formatjs/intl-datetimeformat/locale-data/en.js'),
        ru: () => import('@formatjs/intl-datetimeformat/locale-data/ru.js'),
        kk: () => import('@formatjs/intl-datetimeformat/locale-data/kk.js'),
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
      force: () => import('@formatjs/intl-relativetimeformat/polyfill-force.js'),
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

/**
 * Makes Intl format `locale` (an Intl tag: `kk`, `ru`, `en`) with CLDR's data: each
 * constructor that lacks it (missing, not claiming it, or formatting its sample otherwise) is
 * replaced by FormatJS's,
 * with the locale's data; one that has it is left alone. Once a constructor is replaced, a later
 * language loads its data into the polyfill (which then lacks it). A locale the app does not
 * speak loads nothing.
 */
export async function polyfillIntl(
  locale: string,
  stages: readonly (readonly IntlPolyfill[])[] = INTL_POLYFILL_STAGES,
): Promise<void> {
  if (!isDataLocale(locale)) return;
  for (const stage of stages) {
    await Promise.all(
      stage.map(async (polyfill) => {
        if (hasData(polyfill, locale)) return;
        await polyfill.force();
        await polyfill.data[locale]();
      }),
    );
  }
}
