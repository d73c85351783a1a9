import { describe, expect, it } from 'vitest';
import {
  detectLocale,
  LOCALE_EXPLICIT_KEY,
  LOCALE_STORAGE_KEY,
  rememberLocaleChoice,
  type LocaleEnvironment,
} from './detect-locale';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

function env(overrides: Partial<LocaleEnvironment>): LocaleEnvironment {
  return { languages: [], storage: memoryStorage(), cookie: '', ...overrides };
}

describe('detectLocale', () => {
  it('takes the first supported navigator language, mapping kk to kz', () => {
    expect(detectLocale(env({ languages: ['de-DE', 'kk-KZ', 'ru'] }))).toBe('kz');
    expect(detectLocale(env({ languages: ['ru-RU', 'en'] }))).toBe('ru');
  });

  it('prefers navigator over localStorage and cookie', () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: 'kz' });
    expect(detectLocale(env({ languages: ['en-GB'], storage, cookie: 'locale=ru' }))).toBe('en');
  });

  it('uses localStorage when navigator has no supported language', () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: 'kz' });
    expect(detectLocale(env({ languages: ['de'], storage, cookie: 'locale=ru' }))).toBe('kz');
  });

  it('uses the cookie after localStorage', () => {
    expect(detectLocale(env({ languages: ['fr'], cookie: 'theme=dark; locale=ru' }))).toBe('ru');
  });

  it('falls back to en', () => {
    expect(detectLocale(env({ languages: ['fr'], cookie: 'locale=de' }))).toBe('en');
  });

  it('caches the detected language in localStorage', () => {
    const storage = memoryStorage();
    detectLocale(env({ languages: ['ru'], storage }));
    expect(storage.data.get(LOCALE_STORAGE_KEY)).toBe('ru');
    expect(storage.data.has(LOCALE_EXPLICIT_KEY)).toBe(false);
  });

  it('lets a switcher choice win over navigator on the next visit', () => {
    const storage = memoryStorage();
    rememberLocaleChoice('kz', storage);
    expect(detectLocale(env({ languages: ['ru-RU'], storage }))).toBe('kz');
    expect(storage.data.get(LOCALE_STORAGE_KEY)).toBe('kz');
  });

  it('still works when storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(detectLocale(env({ languages: ['ru'], storage }))).toBe('ru');
    expect(() => rememberLocaleChoice('en', storage)).not.toThrow();
  });
});
