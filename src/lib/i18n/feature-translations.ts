import { addTranslationFiles, type Messages } from './load-messages';
import { translationFileOf } from './translation-files';

/**
 * The translation files of sign-in, the private areas (`src/features/<name>/locales/`) and the
 * kit pieces only they use (`src/components/ui/<name>/locales/`), each its own lazy chunk, keyed
 * the way the loader reads keys (`locales/<lang>/<namespace>.json`).
 */
export const featureTranslationFiles = Object.fromEntries(
  Object.entries(
    import.meta.glob<Messages>(
      ['../../features/*/locales/*.json', '../../components/ui/*/locales/*.json'],
      { import: 'default' },
    ),
  ).map(([path, load]) => {
    const file = translationFileOf(path);
    return [`features/locales/${file?.locale}/${file?.namespace}.json`, load];
  }),
);

/**
 * Called by sign-in's and the private areas' code when it arrives, before they ask for their
 * words: public pages never download this list.
 */
export function addFeatureTranslations(): void {
  addTranslationFiles(featureTranslationFiles);
}
