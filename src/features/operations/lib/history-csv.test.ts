import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Operation } from '@/api/generated/model';
import { messagesOf } from '@test/messages';
import { parseCsv } from '@/lib/csv';
import { historyCsv, isoInTimeZone } from './history-csv';

const intl = createIntl({ locale: 'ru', messages: messagesOf('ru') });

const base: Operation = {
  uuid: 'e1000000-0000-4000-8000-000000000009',
  date: '2026-11-21T19:30:00.000Z',
  amount: 500_050,
  amountExists: true,
  qrCodeDeleted: false,
  memberDeleted: false,
};

describe('dates in the export', () => {
  it('are ISO 8601 with the reader’s offset, across midnight and daylight saving', () => {
    expect(isoInTimeZone('2026-11-21T19:30:00.000Z', 'Asia/Almaty')).toBe(
      '2026-11-22T00:30:00+05:00',
    );
    expect(isoInTimeZone('2026-11-21T19:30:00.000Z', 'UTC')).toBe('2026-11-21T19:30:00+00:00');
    expect(isoInTimeZone('2026-07-01T12:00:00Z', 'America/New_York')).toBe(
      '2026-07-01T08:00:00-04:00',
    );
    expect(isoInTimeZone('2026-12-01T12:00:00Z', 'Asia/Kolkata')).toBe('2026-12-01T17:30:00+05:30');
  });
});

describe('the exported history', () => {
  it('has a row per operation in the reader’s words, amounts in major units', () => {
    const text = historyCsv(
      intl,
      [
        {
          ...base,
          percentAmount: 9.98,
          rating: 5,
          emoji: 'heart,clap',
          message: 'Спасибо, "очень" вкусно\nприду ещё',
          qrCodeTitle: 'Стол 4, терраса',
          teamTitle: 'Cafe Pushkin',
          firstName: 'Anna',
          lastName: 'Petrova',
          table: '4',
          jobPosition: 'waiter',
        },
        { ...base, amount: 0, amountExists: false, qrCodeDeleted: true, memberDeleted: true },
      ],
      { currency: 'KZT', timeZone: 'Asia/Almaty' },
    );
    const [header, first, second] = parseCsv(text);
    expect(header).toEqual([
      'Дата и время',
      'Сумма',
      'Валюта',
      'Процент от счёта',
      'Оценка',
      'Эмодзи',
      'Сообщение',
      'QR-код',
      'Команда',
      'Получатель',
      'Стол',
      'Должность',
      'Номер операции',
    ]);
    expect(first).toEqual([
      '2026-11-22T00:30:00+05:00',
      '5000.5',
      'KZT',
      '10',
      '5',
      '❤️ 👏',
      'Спасибо, "очень" вкусно\nприду ещё',
      'Стол 4, терраса',
      'Cafe Pushkin',
      'Anna Petrova',
      '4',
      'Официант',
      base.uuid,
    ]);
    expect(second!.slice(1, 3)).toEqual(['', '']);
    expect(second![7]).toBe('QR-код удалён');
    expect(second![9]).toBe('Участник удалён');
  });
});
