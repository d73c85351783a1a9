import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { toIntlLocale, type AppLocale } from '@/lib/i18n/locales';
import { messagesOf } from '@test/messages';
import { statisticsValueMessages } from './messages';

const format = (locale: AppLocale, count: number) =>
  createIntl({
    locale: toIntlLocale(locale),
    messages: messagesOf(locale, ['statistics']),
  }).formatMessage(statisticsValueMessages.membersCount, { count });

describe('member counts', () => {
  it('follow Russian plural rules in ru', () => {
    expect([1, 2, 5, 21, 22, 25, 111].map((count) => format('ru', count))).toEqual([
      '1 участник',
      '2 участника',
      '5 участников',
      '21 участник',
      '22 участника',
      '25 участников',
      '111 участников',
    ]);
  });

  it('follow English rules in en', () => {
    expect([1, 2, 5, 21, 111].map((count) => format('en', count))).toEqual([
      '1 member',
      '2 members',
      '5 members',
      '21 members',
      '111 members',
    ]);
  });

  it('keep the noun singular after a number in kz, as Kazakh does', () => {
    expect([1, 2, 5, 21].map((count) => format('kz', count))).toEqual([
      '1 қатысушы',
      '2 қатысушы',
      '5 қатысушы',
      '21 қатысушы',
    ]);
  });
});

describe('the period summary’s rating', () => {
  const rating = (locale: AppLocale, count: number) =>
    createIntl({
      locale: toIntlLocale(locale),
      messages: messagesOf(locale, ['statistics']),
    }).formatMessage(statisticsValueMessages.summaryRatingValue, { rating: '4.5', count });

  it('counts the ratings in each language’s plural forms', () => {
    expect([1, 3, 5, 21].map((count) => rating('ru', count))).toEqual([
      '4.5 из 5 (1 оценка)',
      '4.5 из 5 (3 оценки)',
      '4.5 из 5 (5 оценок)',
      '4.5 из 5 (21 оценка)',
    ]);
    expect([1, 2].map((count) => rating('en', count))).toEqual([
      '4.5 of 5 (1 rating)',
      '4.5 of 5 (2 ratings)',
    ]);
    expect(rating('kz', 2)).toBe('5-тен 4.5 (2 баға)');
  });
});
