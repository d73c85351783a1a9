import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { APP_LOCALES, BASE_NAMESPACES } from '../src/lib/i18n/locales.ts';
import { startUpChunkFile, translationFileOf } from '../src/lib/i18n/translation-files.ts';

/**
 * The start-up translation chunks (src/locales/<lang>/<namespace>.json, every page's words) of
 * production builds are named `<lang>-<namespace>-<version>.js`, one version for all of them,
 * so the inline early start derives the one language's URLs it preloads instead of carrying
 * every language's list of hashed names in every page (build/plugins/inline-early-start.ts,
 * the tip page's JavaScript budget). The version hashes everything such a chunk is made from:
 * the files themselves, their precompiling, and the toolchain and config that bundle and
 * minify them; so, as with content hashes, a changed chunk never keeps a cached name.
 */
const ROOT = new URL('../', import.meta.url);
const INPUTS = [
  ...APP_LOCALES.flatMap((locale) =>
    BASE_NAMESPACES.map((namespace) => `src/locales/${locale}/${namespace}.json`),
  ),
  'build/plugins/precompile-messages.ts',
  'build/start-up-translations.ts',
  'vite.config.ts',
  'package-lock.json',
];

export const START_UP_TRANSLATIONS_VERSION = (() => {
  const hash = createHash('sha256');
  for (const input of INPUTS) hash.update(input).update(readFileSync(new URL(input, ROOT)));
  return hash.digest('base64url').slice(0, 8);
})();

/** The chunk file name (under the assets folder) of a start-up translation module, else null. */
export function startUpTranslationChunk(moduleId: string): string | null {
  const file = translationFileOf(moduleId);
  return file && moduleId.includes('/src/locales/') && BASE_NAMESPACES.includes(file.namespace)
    ? startUpChunkFile(file.locale, file.namespace, START_UP_TRANSLATIONS_VERSION)
    : null;
}
