/**
 * Test-only: the translations of a language, read eagerly from every namespace file (shared,
 * features' and kit pieces'), so tests render real words without the lazy loader.
 */
import type { AppLocale, Namespace } from '@/lib/i18n/locales';
import { translationFileOf } from '@/lib/i18n/translation-files';

const files = import.meta.glob<Record<string, string>>(
  [
    '../src/locales/*/*.json',
    '../src/features/*/locales/*.json',
    '../src/components/ui/*/locales/*.json',
  ],
  { eager: true, import: 'default' },
);

/** Every message of `locale`, or only those of `namespaces`. */
export function messagesOf(
  locale: AppLocale,
  namespaces?: readonly Namespace[],
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [path, words] of Object.entries(files)) {
    const file = translationFileOf(path);
    if (file?.locale === locale && (!namespaces || namespaces.includes(file.namespace)))
      Object.assign(messages, words);
  }
  return messages;
}

/** Every namespace that has translation files. */
export function allNamespaces(): Namespace[] {
  return [...new Set(Object.keys(files).map((path) => translationFileOf(path)?.namespace ?? ''))];
}
