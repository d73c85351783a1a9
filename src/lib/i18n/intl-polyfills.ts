import { shouldPolyfill as shouldPolyfillDateTimeFormat } from '@formatjs/intl-datetimeformat/should-polyfill.js';
import { shouldPolyfill as shouldPolyfillNumberFormat } from '@formatjs/intl-numberformat/should-polyfill.js';
import { shouldPolyfill as shouldPolyfillPluralRules } from '@formatjs/intl-pluralrules/should-polyfill.js';
import { shouldPolyfill as shouldPolyfillRelativeTimeFormat } from '@formatjs/intl-relativetimeformat/should-polyfill.js';

/*
 * Kazakh (and Russian) dates, money, relative times and country names without depending on
 * the browser's locale data. Debian's Chromium claims Kazakh (supportedLocalesOf(['kk']) is
 * ['kk'], so FormatJS's shouldPolyfill says no) but has only part of its data: it formats `kk`
 * from ICU's root ("Yesterday", "2025 M10 26", "₸ 1,234.50", "Kazakhstan"). So a constructor
 * is replaced when shouldPolyfill says so, or when it formats a sample of the locale otherwise
 * than CLDR does. FormatJS's polyfills then stand in with the language's CLDR data; every import
 * below is a lazy chunk of its own, so a browser with the data downloads none. This module
 * itself is loaded with the private areas' words (feature-translations.ts), never by the tip
 * page.
 */

/** The Intl locales the app speaks (toIntlLocale): the locale data the polyfills can load. */
type DataLocale = 'en' | 'ru' | 'kk';
type Load = () => Promise<unknown>;

export interface IntlPolyfill {
  /** The Intl constructor it stands in for. */
  name: string;
  /** The package's shouldPolyfill: undefined when the browser has the locale, as it claims. */
  shouldPolyfill: (locale: string) => string | true | undefined;
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

/**
 * DisplayNames' shouldPolyfill without the package's script-name check: every Chromium and Node
 * fail that one (a lowercase script code: "arab" for "Arabic"), which would load the polyfill on
 * every browser, and the app names regions only (the phone picker's countries).
 */
function shouldPolyfillDisplayNames(locale: string): string | undefined {
  const supported = Intl.DisplayNames?.supportedLocalesOf([locale]) ?? [];
  return supported.length === 0 ? locale : undefined;
}

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
      shouldPolyfill: shouldPolyfillPluralRules,
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
      shouldPolyfill: shouldPolyfillDisplayNames,
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
      shouldPolyfill: shouldPolyfillNumberFormat,
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
      shouldPolyfill: shouldPolyfillDateTimeFormat,
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
      shouldPolyfill: shouldPolyfillRelativeTimeFormat,
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

/** Whether the browser formats the sample of `locale` as CLDR does (a throw: it cannot). */
function formatsLikeCldr(polyfill: IntlPolyfill, locale: DataLocale): boolean {
  try {
    return polyfill.sample.format(locale) === polyfill.sample[locale];
  } catch {
    return false;
  }
}

/**
 * Makes Intl format `locale` (an Intl tag: `kk`, `ru`, `en`) with CLDR's data: each
 * constructor that lacks it (by its shouldPolyfill, or by its sample) is replaced by FormatJS's,
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
        const lacking =
          polyfill.shouldPolyfill(locale) !== undefined || !formatsLikeCldr(polyfill, locale);
        if (!lacking) return;
        await polyfill.force();
        await polyfill.data[locale]();
      }),
    );
  }
}
