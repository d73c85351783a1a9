import { describe, expect, it } from 'vitest';
import { APP_LOCALES } from '@/lib/i18n/locales';
import { translationFileOf } from '@/lib/i18n/translation-files';

/** Every namespace file, shared (`./<lang>/<namespace>.json`), features' and kit pieces' own. */
const globbed = import.meta.glob<Record<string, unknown>>(
  ['./*/*.json', '../features/*/locales/*.json', '../components/ui/*/locales/*.json'],
  { eager: true, import: 'default' },
);
/** The same files by `<lang>/<namespace>`, whichever layout they use. */
const files: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(globbed).map(([path, messages]) => {
    const file = translationFileOf(path.replace(/^\.\//, 'locales/'));
    if (!file) throw new Error(`${path} is not a translation file`);
    return [`./${file.locale}/${file.namespace}.json`, messages];
  }),
);
/** Every `messages.ts` / `<page>-messages.ts` of the app, to check that what the code asks for is translated. */
const messageModules = import.meta.glob<Record<string, unknown>>(
  ['../**/messages.ts', '../**/*-messages.ts', '!../lib/i18n/load-messages.ts'],
  { eager: true },
);

function parsePath(path: string): { lang: string; namespace: string } {
  const [, lang = '', namespace = ''] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  return { lang, namespace };
}

const namespaces = [...new Set(Object.keys(files).map((path) => parsePath(path).namespace))].sort();

/** Collects `id`s from the descriptor objects (defineMessages results) a module exports. */
function collectIds(value: unknown, ids: Set<string>): Set<string> {
  if (typeof value !== 'object' || value === null) return ids;
  if ('id' in value && typeof value.id === 'string') ids.add(value.id);
  else Object.values(value).forEach((child) => collectIds(child, ids));
  return ids;
}

/**
 * The glossary: a product word said more than one way in a language, the one the app uses and
 * the ones it does not. Tip in Kazakh is "шайпұл", as most of the words had it (not "шай-пұл",
 * nor "шайлық").
 */
const GLOSSARY = [
  { lang: 'kz', term: 'tip', word: 'шайпұл', rejected: /шай-пұл|шайлық/iu },
] as const;

describe('locale files', () => {
  it('exist only for the product languages', () => {
    const langs = new Set(Object.keys(files).map((path) => parsePath(path).lang));
    expect([...langs].sort()).toEqual([...APP_LOCALES].sort());
  });

  it.each(namespaces)('namespace "%s" has the same keys in ru, en and kz', (namespace) => {
    const keysOf = (lang: string) => Object.keys(files[`./${lang}/${namespace}.json`] ?? {}).sort();
    const reference = [...new Set(APP_LOCALES.flatMap(keysOf))].sort();
    for (const lang of APP_LOCALES) {
      expect(
        files[`./${lang}/${namespace}.json`],
        `${lang}/${namespace}.json is missing`,
      ).toBeDefined();
      expect(keysOf(lang), `keys missing in ${lang}/${namespace}.json`).toEqual(reference);
    }
  });

  it.each(Object.keys(files))(
    '%s holds non-empty strings under ids prefixed by its namespace',
    (path) => {
      const { namespace } = parsePath(path);
      for (const [id, text] of Object.entries(files[path] ?? {})) {
        expect(id.startsWith(`${namespace}.`), `${id} in ${path}`).toBe(true);
        expect(typeof text === 'string' && text.trim().length > 0, `${id} in ${path}`).toBe(true);
      }
    },
  );

  it('translates every id declared in a messages.ts, in every language', () => {
    const declared = collectIds(Object.values(messageModules), new Set());
    expect(declared.size).toBeGreaterThan(0);
    for (const lang of APP_LOCALES) {
      const translated = new Set(
        Object.entries(files)
          .filter(([path]) => parsePath(path).lang === lang)
          .flatMap(([, messages]) => Object.keys(messages)),
      );
      const missing = [...declared].filter((id) => !translated.has(id));
      expect(missing, `ids without a ${lang} translation`).toEqual([]);
    }
  });

  it.each(GLOSSARY)('$lang says "$word" for $term, in every file', ({ lang, rejected }) => {
    const offending = Object.entries(files)
      .filter(([path]) => parsePath(path).lang === lang)
      .flatMap(([path, messages]) =>
        Object.entries(messages)
          .filter(([, text]) => typeof text === 'string' && rejected.test(text))
          .map(([id]) => `${id} in ${path}`),
      );
    expect(offending).toEqual([]);
  });
});
