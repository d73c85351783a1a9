import { defineMessages } from 'react-intl';
import type { AppLocale } from '@/lib/i18n/locales';

export const languageSwitcherMessages = defineMessages({
  label: { id: 'i18n.languageSwitcher.label' },
});

/** Each language is named in itself, so a reader finds theirs whatever language is showing. */
export const languageNames = defineMessages({
  ru: { id: 'i18n.language.ru' },
  en: { id: 'i18n.language.en' },
  kz: { id: 'i18n.language.kz' },
}) satisfies Record<AppLocale, unknown>;
