import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { toIntlLocale, type AppLocale } from '@/lib/i18n/locales';
import { messagesOf } from '@test/messages';
import { teamsValueMessages } from './messages';

const membersIn = (locale: AppLocale, count: number) =>
  createIntl({
    locale: toIntlLocale(locale),
    messages: messagesOf(locale, ['teams']),
  }).formatMessage(teamsValueMessages.membersCount, { count });

describe('member counts (spec section 9: Russian plural rules)', () => {
  it.each([
    [1, '1 участник'],
    [2, '2 участника'],
    [5, '5 участников'],
    [11, '11 участников'],
    [21, '21 участник'],
    [22, '22 участника'],
    [25, '25 участников'],
    [111, '111 участников'],
  ])('ru: %i → %s', (count, text) => {
    expect(membersIn('ru', count)).toBe(text);
  });

  it.each([
    [1, '1 member'],
    [2, '2 members'],
    [21, '21 members'],
  ])('en: %i → %s', (count, text) => {
    expect(membersIn('en', count)).toBe(text);
  });

  it.each([
    [1, '1 қатысушы'],
    [5, '5 қатысушы'],
    [21, '21 қатысушы'],
  ])('kz (Kazakh nouns keep the singular after a number): %i → %s', (count, text) => {
    expect(membersIn('kz', count)).toBe(text);
  });
});
