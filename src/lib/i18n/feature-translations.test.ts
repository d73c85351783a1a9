import { describe, expect, it, vi } from 'vitest';
import { APP_LOCALES } from './locales';
import { featureTranslationFiles } from './feature-translations';

/** The Intl data of a language, arriving when the test says. */
const intlData = vi.hoisted(() => {
  const waiting = new Map<string, () => void>();
  return {
    waiting,
    polyfillIntl: (locale: string) =>
      new Promise<void>((resolve) => {
        waiting.set(locale, resolve);
      }),
  };
});
vi.mock('./intl-polyfills', () => ({ polyfillIntl: intlData.polyfillIntl }));

describe("the features' translation files", () => {
  it('are keyed the way the loader reads them, one per language and namespace', () => {
    const keys = Object.keys(featureTranslationFiles);
    for (const locale of APP_LOCALES) {
      expect(keys).toContain(`features/locales/${locale}/auth.json`);
      expect(keys).toContain(`features/locales/${locale}/teams.json`);
      expect(keys).toContain(`features/locales/${locale}/otp.json`);
    }
    expect(keys.every((key) => /^features\/locales\/(ru|en|kz)\/[a-z-]+\.json$/.test(key))).toBe(
      true,
    );
  });

  it('load the words of their namespace', async () => {
    const teams = featureTranslationFiles['features/locales/en/teams.json']!();
    await vi.waitFor(() => expect(intlData.waiting.has('en')).toBe(true));
    intlData.waiting.get('en')!();
    expect((await teams)['teams.title']).toBe('Teams');
  });

  it("arrive only once Intl has their language's data (Kazakh's, as Intl calls it: kk)", async () => {
    let words: Record<string, string> | null = null;
    void featureTranslationFiles['features/locales/kz/teams.json']!().then((loaded) => {
      words = loaded;
    });
    await vi.waitFor(() => expect(intlData.waiting.has('kk')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(words).toBeNull();
    intlData.waiting.get('kk')!();
    await vi.waitFor(() => expect(words?.['teams.title']).toBe('Командалар'));
  });
});
