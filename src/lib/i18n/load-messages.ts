import type { AppLocale } from './locales';

export type Messages = Record<string, string>;

/** Every namespace file of every language, each a lazily loaded chunk. */
const namespaceFiles = import.meta.glob<Messages>('../../locales/*/*.json', { import: 'default' });

/** Loads and merges every namespace file of one language. */
export async function loadMessages(locale: AppLocale): Promise<Messages> {
  const loaders = Object.entries(namespaceFiles)
    .filter(([path]) => path.includes(`/locales/${locale}/`))
    .map(([, load]) => load);
  const parts = await Promise.all(loaders.map((load) => load()));
  return Object.assign({}, ...parts) as Messages;
}
