import { describe, expect, it } from 'vitest';
import { TeamTypeCode } from '@/api/generated/model/teamTypeCode';
import { APP_LOCALES } from '@/lib/i18n/locales';
import en from '../locales/en.json';
import kz from '../locales/kz.json';
import ru from '../locales/ru.json';
import { teamTypeMessage } from './team-type-name';

const words: Record<string, Record<string, string>> = { en, ru, kz };

describe.each(APP_LOCALES)('team types in %s', (locale) => {
  it.each(Object.values(TeamTypeCode))('names the team type %s', (code) => {
    expect(words[locale]?.[teamTypeMessage(code).id ?? '']).toBeTruthy();
  });
});

it('names them in the reader’s language, not by the code', () => {
  const name = (locale: string, code: TeamTypeCode) => words[locale]?.[teamTypeMessage(code).id!];
  expect([name('en', 'theatre'), name('ru', 'theatre'), name('kz', 'theatre')]).toEqual([
    'Theatre',
    'Театр',
    'Театр',
  ]);
  expect([name('en', 'coffee_shop'), name('ru', 'coffee_shop'), name('kz', 'coffee_shop')]).toEqual(
    ['Coffee shop', 'Кофейня', 'Кофехана'],
  );
});
