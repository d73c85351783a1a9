import type { Language } from '@/api/generated/model';
import type { AppLocale } from '@/lib/i18n/locales';

/**
 * The gateway speaks en and ru only (spec section 1); section 7 asks for "ru, or the chosen
 * one". So en when the visitor reads English, otherwise ru: Kazakh readers in the product's
 * markets read Russian far more often than English.
 */
export function toPaymentLanguage(locale: AppLocale): Language {
  return locale === 'en' ? 'en' : 'ru';
}
