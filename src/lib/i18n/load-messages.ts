import { reportError } from '@/lib/monitoring/report-error';
import { createConcurrencyLimit, retryWithBackoff } from './load-queue';
import { FALLBACK_LOCALE, type AppLocale, type Namespace } from './locales';

export type Messages = Record<string, string>;
type FileLoader = () => Promise<Messages>;

/** Spec section 9: up to 5 retries from 350 ms, doubling; at most 10 parallel reads. */
export const TRANSLATION_RETRIES = 5;
export const TRANSLATION_RETRY_DELAY_MS = 350;
export const TRANSLATION_PARALLEL_READS = 10;
export const TRANSLATION_ERROR = 'Error loading translation';

/**
 * Builds the loader over a map of `.../locales/<lang>/<namespace>.json` paths to lazy loaders
 * (the map may grow later: addTranslationFiles).
 * A file that still fails after its retries is reported and replaced by the same namespace in
 * en; if that fails too its keys stay out (react-intl then shows the ids), so the app always
 * renders instead of waiting forever.
 */
export function createMessageLoader(files: Record<string, FileLoader>, report = reportError) {
  const limit = createConcurrencyLimit(TRANSLATION_PARALLEL_READS);
  const retryOptions = { retries: TRANSLATION_RETRIES, initialDelayMs: TRANSLATION_RETRY_DELAY_MS };

  async function readFile(path: string): Promise<Messages | null> {
    const load = files[path];
    if (!load) return null;
    try {
      // Each attempt takes a read slot, so a file waiting for its retry does not hold one.
      return await retryWithBackoff(() => limit(load), retryOptions);
    } catch (cause) {
      report(new Error(TRANSLATION_ERROR, { cause }), { file: path });
      return null;
    }
  }

  /** Merges the language's files of `namespaces` (every namespace when omitted). */
  return async function loadMessages(
    locale: AppLocale,
    namespaces?: readonly Namespace[],
  ): Promise<Messages> {
    const paths = Object.keys(files).filter((path) => {
      const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
      return language === locale && (!namespaces || namespaces.some((name) => name === namespace));
    });
    const parts = await Promise.all(
      paths.map(async (path) => {
        const messages = await readFile(path);
        if (messages || locale === FALLBACK_LOCALE) return messages;
        return readFile(path.replace(`/locales/${locale}/`, `/locales/${FALLBACK_LOCALE}/`));
      }),
    );
    return Object.assign({}, ...parts.filter((part) => part !== null)) as Messages;
  };
}

/**
 * The start-up words (src/locales/<lang>/<namespace>.json), each its own lazy chunk. Sign-in
 * and the private areas add their own files when their code arrives (feature-translations.ts),
 * so the entry chunk stays the same size however many areas there are.
 */
const namespaceFiles = import.meta.glob<Messages>('../../locales/*/*.json', { import: 'default' });

/** Loads and merges one language's namespace files; never rejects. */
export const loadMessages = createMessageLoader(namespaceFiles);

/** Makes more namespaces loadable: a lazily loaded area's own files, before it asks for them. */
export function addTranslationFiles(files: Record<string, FileLoader>): void {
  Object.assign(namespaceFiles, files);
}
