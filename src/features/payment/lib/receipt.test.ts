import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { FinishedPaymentInfo } from '@/api/generated/model';
import { toIntlLocale, type AppLocale } from '@/lib/i18n/locales';
import { messagesOf } from '@test/messages';
import { receiptOf, receiptText } from './receipt';

const intlOf = (locale: AppLocale) =>
  createIntl({
    locale: toIntlLocale(locale),
    messages: messagesOf(locale, ['payment']),
    timeZone: 'Asia/Almaty',
  });
/** Intl puts no-break and narrow spaces in money and dates: compare with plain ones. */
const plain = (text: string) => text.replace(/[\s\u2009\u202f]/g, ' ');
const linesOf = (info: FinishedPaymentInfo, locale: AppLocale = 'en') =>
  receiptText(receiptOf(info, intlOf(locale)))
    .split('\n')
    .map(plain);

const PAID: FinishedPaymentInfo = {
  orderId: '7d1c0b7e-0f44-4b5f-9b0a-2c3d4e5f6a7b',
  status: 'SUCCESS',
  amount: 500,
  feeAmount: 15,
  currency: 'KZT',
  recipientName: 'Anna P.',
  orderParams: { qr_code_id: 'a0000000-0000-4000-8000-000000000001' },
  finishedAt: '2026-11-27T12:30:00Z',
  serviceFee: { amount: 15, paidBy: 'PAYER' },
};

describe('the receipt of a paid tip', () => {
  it('names the recipient, the tip, the fee the payer paid, the charge, the time and the reference', () => {
    expect(linesOf(PAID)).toEqual([
      'Tip receipt',
      'Recipient: Anna P.',
      'Tip: ₸5',
      'Service fee: ₸0.15, paid by you',
      'Charged: ₸5.15',
      'Date and time: November 27, 2026 at 5:30 PM',
      'Reference: 7d1c0b7e-0f44-4b5f-9b0a-2c3d4e5f6a7b',
    ]);
  });

  it('says the recipient paid the fee when the payer did not, and charges the tip alone', () => {
    const lines = linesOf({
      ...PAID,
      feeAmount: undefined,
      serviceFee: { amount: 15, paidBy: 'RECIPIENT' },
    });
    expect(lines).toContain('Service fee: ₸0.15, paid by the recipient');
    expect(lines).toContain('Charged: ₸5');
  });

  it('leaves out what the gateway did not say: no name, no fee, no time', () => {
    expect(
      linesOf({
        ...PAID,
        recipientName: undefined,
        feeAmount: undefined,
        serviceFee: undefined,
        finishedAt: undefined,
      }),
    ).toEqual([
      'Tip receipt',
      'Tip: ₸5',
      'Charged: ₸5',
      'Reference: 7d1c0b7e-0f44-4b5f-9b0a-2c3d4e5f6a7b',
    ]);
  });

  it('is written in the page’s language, Russian and Kazakh included', () => {
    expect(linesOf(PAID, 'ru')).toEqual([
      'Чек о чаевых',
      'Получатель: Anna P.',
      'Чаевые: 5 ₸',
      'Сервисный сбор: 0,15 ₸, оплатили вы',
      'Списано: 5,15 ₸',
      expect.stringMatching(/^Дата и время: 27 ноября 2026 г\.,? (в )?17:30$/),
      'Номер платежа: 7d1c0b7e-0f44-4b5f-9b0a-2c3d4e5f6a7b',
    ]);
    const kz = linesOf(PAID, 'kz');
    expect(kz[0]).toBe('Шайпұл түбіртегі');
    expect(kz[3]).toBe('Сервистік алым: 0,15 ₸, сіз төледіңіз');
    expect(kz[5]).toMatch(/^Күні мен уақыты: .*2026.*17:30$/);
  });

  it('drops bidirectional controls from the recipient’s name and names the file by the reference', () => {
    const receipt = receiptOf({ ...PAID, recipientName: 'Anna\u202E P.' }, intlOf('en'));
    expect(receipt.rows[0]).toEqual({ label: 'Recipient', value: 'Anna P.' });
    expect(receipt.fileName).toBe('tip-receipt-7d1c0b7e-0f44-4b5f-9b0a-2c3d4e5f6a7b.pdf');
  });
});
