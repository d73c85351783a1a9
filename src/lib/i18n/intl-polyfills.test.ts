import { describe, expect, it, vi } from 'vitest';
import { INTL_POLYFILL_STAGES, polyfillIntl, type IntlPolyfill } from './intl-polyfills';

/**
 * Node has every locale's data, so the real constructors never need replacing: the decision is
 * tested here with stubbed constructors (e2e/kazakh-formats.spec.ts shows it in this Chromium,
 * which lacks Kazakh's).
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
    force: vi.fn(loaded(`${name} polyfill`)),
    data: { en: loaded(`${name} en`), ru: loaded(`${name} ru`), kk: loaded(`${name} kk`) },
  } satisfies IntlPolyfill;
}

describe('polyfillIntl', () => {
  it('loads nothing when the browser has the locale and formats it as CLDR does', async () => {
    const log: string[] = [];
    const stages = [[stubPolyfill('RelativeTimeFormat', log)]];
    await polyfillIntl('kk', stages);
    expect(stages[0]![0]!.claims).toHaveBeenCalledWith('kk');
    expect(log).toEqual([]);
  });

  it('replaces a constructor that does not claim the locale, then loads its data', async () => {
    const log: string[] = [];
    await polyfillIntl('kk', [
      [stubPolyfill('DisplayNames', log, { claims: false }), stubPolyfill('PluralRules', log)],
    ]);
    expect(log).toEqual(['DisplayNames polyfill', 'DisplayNames kk']);
  });

  it('replaces one that claims the locale but formats it without its data (Debian’s Chromium)', async () => {
    const log: string[] = [];
    await polyfillIntl('kk', [[stubPolyfill('RelativeTimeFormat', log, { formats: 'from root' })]]);
    expect(log).toEqual(['RelativeTimeFormat polyfill', 'RelativeTimeFormat kk']);
  });

  it('loads a stage only after the one before it has loaded', async () => {
    const log: string[] = [];
    const missing = { claims: false };
    await polyfillIntl('ru', [
      [stubPolyfill('PluralRules', log, missing)],
      [stubPolyfill('NumberFormat', log, missing)],
      [stubPolyfill('DateTimeFormat', log, missing)],
    ]);
    expect(log).toEqual([
      'PluralRules polyfill',
      'PluralRules ru',
      'NumberFormat polyfill',
      'NumberFormat ru',
      'DateTimeFormat polyfill',
      'DateTimeFormat ru',
    ]);
  });

  it('loads nothing for a locale whose data the app does not carry', async () => {
    const log: string[] = [];
    await polyfillIntl('de', [[stubPolyfill('NumberFormat', log, { claims: false })]]);
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
