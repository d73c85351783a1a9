/**
 * Where translation files live. A namespace is the words of one part of the app, in one file
 * per language. Shared start-up namespaces live in `src/locales/<lang>/<namespace>.json`; a
 * feature's own namespace is named after its folder and lives beside its code,
 * `src/features/<feature>/locales/<lang>.json`, so an area brings its words with it. A kit piece
 * that only sign-in and the private area use keeps its words the same way,
 * `src/components/ui/<piece>/locales/<lang>.json` (the code step's `otp`): loaded with theirs,
 * never by public pages. Every id in a file starts with `<namespace>.`.
 *
 * A module of its own so that only the lazily loaded translation list (feature-translations.ts)
 * and the build tools carry it, not the entry chunk.
 */

/** The language and namespace of a translation file's path (any layout), or null. */
export function translationFileOf(path: string): { locale: string; namespace: string } | null {
  const shared = /(?:^|\/)locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (shared) return { locale: shared[1]!, namespace: shared[2]! };
  const own = /(?:^|\/)(?:features|components\/ui)\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path);
  return own ? { locale: own[2]!, namespace: own[1]! } : null;
}

/**
 * The chunk file of a start-up translation file in production builds: one version for all of
 * them, so the inline early start can name a language's chunks itself
 * (build/start-up-translations.ts).
 */
export function startUpChunkFile(locale: string, namespace: string, version: string): string {
  return `${locale}-${namespace}-${version}.js`;
}
