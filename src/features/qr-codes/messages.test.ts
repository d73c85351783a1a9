import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { toIntlLocale, type AppLocale } from '@/lib/i18n/locales';
import { messagesOf } from '@test/messages';
import { printsPerSheet, type SheetFormat } from './lib/print/print-spec';
import { sheetDetails } from './messages';

const details = (locale: AppLocale, format: SheetFormat, count = printsPerSheet(format)) =>
  createIntl({
    locale: toIntlLocale(locale),
    messages: messagesOf(locale, ['qr-codes']),
  }).formatMessage(sheetDetails[format], { count });

describe('A4 sheets under the template menu (Russian plural rules)', () => {
  it('counts the prints of each sheet in ru, en and kz', () => {
    expect(details('ru', 'stickerSheet')).toBe(
      '2 наклейки 120 × 120 мм на листе A4, с метками реза',
    );
    expect(details('ru', 'qrCodeSheet')).toBe('12 этикеток 60 × 60 мм на листе A4, с метками реза');
    expect(details('ru', 'cardSheet')).toBe('10 визиток 85 × 55 мм на листе A4, с метками реза');
    expect(details('en', 'cardSheet')).toBe('10 cards of 85 × 55 mm on A4, with crop marks');
    expect(details('kz', 'cardSheet')).toBe(
      'A4 парағында 85 × 55 мм 10 визитка, кесу белгілерімен',
    );
  });

  it('says one print and 21 prints in the right forms', () => {
    expect(details('ru', 'cardSheet', 1)).toMatch(/^1 визитка /);
    expect(details('ru', 'cardSheet', 21)).toMatch(/^21 визитка /);
    expect(details('ru', 'cardSheet', 22)).toMatch(/^22 визитки /);
    expect(details('en', 'cardSheet', 1)).toMatch(/^1 card /);
  });
});
