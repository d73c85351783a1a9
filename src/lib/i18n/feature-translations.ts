import { reportError } from '@/lib/monitoring/report-error';
import { addTranslationFiles, type Messages } from './load-messages';
import { matchAppLocale, toIntlLocale } from './locales';
import { translationFileOf } from './translation-files';

const intlReady = new Map<string, Promise<void>>();

/**
 * Resolves once Intl formats `locale` (a translation file's language) with its CLDR data,
 * the FormatJS polyfills loaded where the browser lacks it (intl-polyfills.ts): at most once per
 * language. Never rejects: if the polyfills cannot load, the browser's own formats stay.
 */
export function intlDataFor(locale: string): Promise<void> {
  const appLocale = matchAppLocale(locale);
  if (!appLocale) return Promise.resolve();
  let ready = intlReady.get(appLocale);
  if (!ready) {
    ready = import('./intl-polyfills')
      .then(({ polyfillIntl }) => polyfillIntl(toIntlLocale(appLocale)))
      .catch((cause: unknown) =>
        reportError(new Error('Intl polyfills failed to load', { cause })),
      );
    intlReady.set(appLocale, ready);
  }
  return ready;
}

/**
 * The translation files of sign-in, the private areas (`src/features/<name>/locales/`) and the
 * kit pieces only they use (`src/components/ui/<name>/locales/`), each its own lazy chunk, keyed
 * the way the loader reads keys (`locales/<lang>/<namespace>.json`). A file resolves only once
 * Intl has its language's data too, so the screens its words are for render with Kazakh dates,
 * money and country names in a browser without them (the tip page never loads any of this).
 */
export const featureTranslationFiles = Object.fromEntries(
  Object.entries(
    import.meta.glob<Messages>(
      ['../../features/*/locales/*.json', '../../components/ui/*/locales/*.json'],
      { import: 'default' },
    ),
  ).map(([path, load]) => {
    const file = translationFileOf(path);
    const loadWithIntlData = async () =>
      (await Promise.all([load(), intlDataFor(file?.locale ?? '')]))[0];
    return [`features/locales/${file?.locale}/${file?.namespace}.json`, loadWithIntlData];
  }),
);

/**
 * Called by sign-in's and the private areas' code when it arrives, before they ask for their
 * words: public pages never download this list.
 */
export function addFeatureTranslations(): void {
  addTranslationFiles(featureTranslationFiles);
}
