import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { toIntlLocale, type AppLocale } from '@/lib/i18n/locales';
import { messagesOf } from '@test/messages';
import { cabinetValueMessages } from './messages';

const intlOf = (locale: AppLocale) =>
  createIntl({ locale: toIntlLocale(locale), messages: messagesOf(locale, ['cabinet']) });

describe('the home’s words', () => {
  it('count tips with each language’s plural rules', () => {
    const count = (locale: AppLocale) =>
      [0, 1, 2, 5, 21].map((n) =>
        intlOf(locale).formatMessage(cabinetValueMessages.tipCount, { count: n }),
      );
    expect(count('en')).toEqual(['no tips', '1 tip', '2 tips', '5 tips', '21 tips']);
    expect(count('ru')).toEqual([
      'нет чаевых',
      '1 операция',
      '2 операции',
      '5 операций',
      '21 операция',
    ]);
    expect(count('kz')).toEqual(['шайпұл жоқ', '1 шайпұл', '2 шайпұл', '5 шайпұл', '21 шайпұл']);
  });

  it('say how a period compares with the one before, in every language', () => {
    const change = (locale: AppLocale, kind: string, period: 'day' | 'week' | 'month') =>
      intlOf(locale).formatMessage(cabinetValueMessages.change, { kind, percent: '25%', period });
    expect(change('en', 'up', 'week')).toBe('25% more than last week');
    expect(change('en', 'fromNothing', 'day')).toBe('Nothing yesterday');
    expect(change('ru', 'down', 'month')).toBe('На 25% меньше, чем в прошлом месяце');
    expect(change('kz', 'up', 'day')).toBe('Кешегіден 25% көп');
    expect(change('kz', 'same', 'week')).toBe('Өткен аптадағыдай');
  });

  it('leave the amount out when there were no orders', () => {
    const orders = (locale: AppLocale, count: number) =>
      intlOf(locale).formatMessage(cabinetValueMessages.orders, { count, amount: '₸5' });
    expect(orders('en', 0)).toBe('No orders yet');
    expect(orders('en', 3)).toBe('3 orders for ₸5');
    expect(orders('ru', 2)).toBe('2 заказа на ₸5');
    expect(orders('kz', 0)).toBe('Әзірге тапсырыс жоқ');
  });
});
