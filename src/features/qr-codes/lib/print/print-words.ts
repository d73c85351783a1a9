import { createIntl } from 'react-intl';
import { toIntlLocale, type AppLocale } from '@/lib/i18n/locales';
import { qrCodesMessages, qrCodesValueMessages } from '../../messages';
import { CALIBRATION_MM } from './print-spec';

/*
 * A print speaks the language chosen for it, whatever the cabinet's: its words come from the
 * area's own translation file of that language (the files the cabinet loads anyway).
 */
const FILES: Record<AppLocale, () => Promise<{ default: Record<string, string> }>> = {
  ru: () => import('../../locales/ru.json'),
  en: () => import('../../locales/en.json'),
  kz: () => import('../../locales/kz.json'),
};

export interface PrintWords {
  callToAction: string;
  calibration: string;
}

export async function printWords(language: AppLocale): Promise<PrintWords> {
  const { default: messages } = await FILES[language]();
  const intl = createIntl({ locale: toIntlLocale(language), messages });
  return {
    callToAction: intl.formatMessage(qrCodesMessages.printCallToAction),
    calibration: intl.formatMessage(qrCodesValueMessages.printCalibration, {
      length: CALIBRATION_MM,
    }),
  };
}
