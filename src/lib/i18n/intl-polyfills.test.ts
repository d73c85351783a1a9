import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_POLYFILL_STAGES, polyfillIntl, standIn, type IntlPolyfill } from './intl-polyfills';

/**
 * Node has every locale's data, so the real constructors never need replacing: the decision is
 * tested here with stubbed constructors, and the stand-in with Node's own beside FormatJS's
 * (e2e/kazakh-formats.spec.ts shows both in this Chromium, which lacks Kazakh's data).
 */
function stubPolyfill(
  name: string,
  log: string[],
  {
    claims = true,
    formats = 'as CLDR',
  }: { claims?: boolean; formats?: 'as CLDR' | 'from root' } = {},
) {
  const loaded = (what: string) => async (): Promise<void> => {
    await Promise.resolve();
    log.push(what);
  };
  return {
    name,
    claims: vi.fn(() => claims),
    sample: {
      format: () => (formats === 'as CLDR' ? 'кеше' : 'yesterday'),
      en: 'yesterday',
      ru: 'вчера',
      kk: 'кеше',
    },
    implementation: vi.fn(async () => {
      await loaded(`${name} polyfill`)();
      return Intl.PluralRules;
    }),
    data: { en: loaded(`${name} en`), ru: loaded(`${name} ru`), kk: loaded(`${name} kk`) },
  } satisfies IntlPolyfill;
}

/** Records what would stand in, leaving the test's Intl alone. */
const recordStandIns = (log: string[]) => (name: string, _: unknown, language: string) => {
  log.push(`${name} stands in for ${language}`);
};

describe('polyfillIntl', () => {
  it('loads nothing when the browser has the locale and formats it as CLDR does', async () => {
    const log: string[] = [];
    const stages = [[stubPolyfill('RelativeTimeFormat', log)]];
    await polyfillIntl('kk', stages, recordStandIns(log));
    expect(stages[0]![0]!.claims).toHaveBeenCalledWith('kk');
    expect(log).toEqual([]);
  });

  it('stands in for a constructor that does not claim the locale, for that locale alone', async () => {
    const log: string[] = [];
    await polyfillIntl(
      'kk',
      [[stubPolyfill('DisplayNames', log, { claims: false }), stubPolyfill('PluralRules', log)]],
      recordStandIns(log),
    );
    expect(log).toEqual([
      'DisplayNames polyfill',
      'DisplayNames stands in for kk',
      'DisplayNames kk',
    ]);
  });

  it('stands in for one that claims the locale but formats it without its data (Debian’s Chromium)', async () => {
    const log: string[] = [];
    await polyfillIntl(
      'kk',
      [[stubPolyfill('RelativeTimeFormat', log, { formats: 'from root' })]],
      recordStandIns(log),
    );
    expect(log).toEqual([
      'RelativeTimeFormat polyfill',
      'RelativeTimeFormat stands in for kk',
      'RelativeTimeFormat kk',
    ]);
  });

  it('loads a stage only after the one before it has loaded', async () => {
    const log: string[] = [];
    const missing = { claims: false };
    await polyfillIntl(
      'ru',
      [
        [stubPolyfill('PluralRules', log, missing)],
        [stubPolyfill('NumberFormat', log, missing)],
        [stubPolyfill('DateTimeFormat', log, missing)],
      ],
      recordStandIns(log),
    );
    expect(log.filter((line) => line.endsWith('polyfill'))).toEqual([
      'PluralRules polyfill',
      'NumberFormat polyfill',
      'DateTimeFormat polyfill',
    ]);
    // Each stage's data is in before the next stage's polyfill.
    expect(log.indexOf('PluralRules ru')).toBeLessThan(log.indexOf('NumberFormat polyfill'));
    expect(log.indexOf('NumberFormat ru')).toBeLessThan(log.indexOf('DateTimeFormat polyfill'));
  });

  it('loads nothing for a locale whose data the app does not carry', async () => {
    const log: string[] = [];
    await polyfillIntl(
      'de',
      [[stubPolyfill('NumberFormat', log, { claims: false })]],
      recordStandIns(log),
    );
    expect(log).toEqual([]);
  });

  it('orders the real polyfills PluralRules, then NumberFormat, then DateTimeFormat', () => {
    const stageOf = (name: string) =>
      INTL_POLYFILL_STAGES.findIndex((stage) => stage.some((polyfill) => polyfill.name === name));
    expect(stageOf('PluralRules')).toBeLessThan(stageOf('NumberFormat'));
    expect(stageOf('NumberFormat')).toBeLessThan(stageOf('DateTimeFormat'));
    expect(stageOf('NumberFormat')).toBeLessThan(stageOf('RelativeTimeFormat'));
    expect(stageOf('DisplayNames')).toBeGreaterThanOrEqual(0);
  });

  it.each(['en', 'ru', 'kk'] as const)(
    'knows what CLDR formats in %s (Node has the data), so a browser with it loads nothing',
    async (locale) => {
      for (const polyfill of INTL_POLYFILL_STAGES.flat()) {
        expect(polyfill.sample.format(locale), polyfill.name).toBe(polyfill.sample[locale]);
      }
      const before = [Intl.NumberFormat, Intl.DateTimeFormat, Intl.DisplayNames];
      await polyfillIntl(locale);
      expect([Intl.NumberFormat, Intl.DateTimeFormat, Intl.DisplayNames]).toEqual(before);
    },
  );
});

describe('standIn', () => {
  const intl = Intl as unknown as Record<string, unknown>;
  const browsers = { NumberFormat: Intl.NumberFormat, RelativeTimeFormat: Intl.RelativeTimeFormat };
  afterEach(() => Object.assign(intl, browsers));

  it('hands its language to FormatJS and every other one to the browser’s constructor', async () => {
    const { default: RelativeTimeFormat } = await import('@formatjs/intl-relativetimeformat');
    standIn('RelativeTimeFormat', RelativeTimeFormat, 'kk');
    // FormatJS's Kazakh data registers itself with the global constructor, the stand-in.
    await import('@formatjs/intl-relativetimeformat/locale-data/kk.js');

    const yesterday = (locale: string) =>
      new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
    expect(new Intl.RelativeTimeFormat('kk-KZ')).toBeInstanceOf(RelativeTimeFormat);
    expect(yesterday('kk')).toBe('кеше');
    // After a Kazakh page, Russian and English are still the browser's (polyfill-force made them
    // come out in Kazakh, the only data it had).
    expect(new Intl.RelativeTimeFormat('ru')).toBeInstanceOf(browsers.RelativeTimeFormat);
    expect(yesterday('ru')).toBe('вчера');
    expect(yesterday('en')).toBe('yesterday');
    expect(Intl.RelativeTimeFormat.supportedLocalesOf(['kk', 'ru', 'en'])).toEqual([
      'kk',
      'ru',
      'en',
    ]);
  });

  it('can be called without new, as NumberFormat can, and takes more languages later', () => {
    class Formats {
      static supportedLocalesOf = (locales: string | string[]) => [locales].flat();
      readonly locale: string | string[] | undefined;
      constructor(locales?: string | string[]) {
        this.locale = locales;
      }
    }
    standIn('NumberFormat', Formats, 'kk');
    standIn('NumberFormat', Formats, 'ru');
    const callWithoutNew = Intl.NumberFormat as unknown as (locale: string) => object;
    expect(callWithoutNew('kk')).toBeInstanceOf(Formats);
    expect(new Intl.NumberFormat(['ru-RU', 'en'])).toBeInstanceOf(Formats);
    expect(new Intl.NumberFormat('en').format(1234.5)).toBe('1,234.5');
    expect(new Intl.NumberFormat('en')).toBeInstanceOf(Intl.NumberFormat);
  });
});
