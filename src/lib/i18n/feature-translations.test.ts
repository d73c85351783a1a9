import { describe, expect, it } from 'vitest';
import { APP_LOCALES } from './locales';
import { featureTranslationFiles } from './feature-translations';

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
    const teams = await featureTranslationFiles['features/locales/en/teams.json']!();
    expect(teams['teams.title']).toBe('Teams');
  });
});
