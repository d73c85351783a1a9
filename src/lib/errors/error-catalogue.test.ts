import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/errors.json';
import kz from '@/locales/kz/errors.json';
import ru from '@/locales/ru/errors.json';
import {
  ERROR_CODES,
  ERROR_FLOWS,
  isNetworkError,
  resolveError,
  type ErrorFlow,
} from './error-catalogue';
import { formatApiError } from './format-api-error';

const languages = { ru, en, kz } as const;
const intlOf = (locale: keyof typeof languages) =>
  createIntl({ locale: locale === 'kz' ? 'kk' : locale, messages: languages[locale] });

describe.each(Object.keys(languages) as Array<keyof typeof languages>)(
  'catalogue texts in %s',
  (locale) => {
    const intl = intlOf(locale);
    const defaults = formatApiError(intl, { code: 'no.such.code' });

    it.each(ERROR_CODES)('%s has its own message, not the default', (code) => {
      const formatted = formatApiError(intl, { code, status: 400 });
      expect(formatted.key).toBe(code);
      expect(formatted.message).toBe(languages[locale][`errors.${code}`]);
      expect(formatted.message).not.toBe(defaults.message);
    });

    it.each([...ERROR_CODES, 'network.error', 'no.such.code', null])(
      '%s never says its title twice (the subtitle shown under it is other words)',
      (code) => {
        const formatted = formatApiError(intl, code === null ? null : { code, status: 503 });
        expect(formatted.subtitle).not.toBe(formatted.title);
      },
    );

    it.each(ERROR_FLOWS)('action.not.started.error has its own %s variant', (flow) => {
      const formatted = formatApiError(intl, { code: 'action.not.started.error' }, flow);
      expect(formatted.key).toBe(`action.not.started.error.${flow}`);
      expect(formatted.message).toBe(languages[locale][`errors.action.not.started.error.${flow}`]);
      expect(formatted.message).not.toBe(
        formatApiError(intl, { code: 'action.not.started.error' }).message,
      );
    });
  },
);

describe('resolveError in Russian (spec section 8 wording)', () => {
  const intl = intlOf('ru');

  it('falls back to the default title, subtitle and message for an unknown code', () => {
    expect(formatApiError(intl, { code: 'unknown.error' })).toEqual({
      key: null,
      title: 'Что-то пошло не так...',
      subtitle: 'Попробуйте еще раз.',
      message: 'Что-то пошло не так... Попробуйте еще раз.',
    });
  });

  it('gives general.error when there is no error object', () => {
    for (const missing of [null, undefined]) {
      expect(formatApiError(intl, missing)).toEqual({
        key: 'general.error',
        title: 'Что-то пошло не так...',
        subtitle: 'Попробуйте еще раз.',
        message: 'Что-то пошло не так...',
      });
    }
  });

  it('gives the card its own title and subtitle', () => {
    expect(formatApiError(intl, { code: 'card.already.exists.error' })).toMatchObject({
      title: 'Карта уже добавлена',
      subtitle: 'Попробуйте добавить другую карту.',
    });
  });

  it('uses the default title for a code without its own title, and its message as subtitle', () => {
    expect(formatApiError(intl, { code: 'bad.credentials.error' })).toMatchObject({
      title: 'Что-то пошло не так...',
      subtitle: 'Неверный пароль.',
      message: 'Неверный пароль.',
    });
  });
});

describe('lookup order', () => {
  const has = (key: string) => Object.hasOwn(en, `errors.${key}`);

  it('tries code plus flow first', () => {
    expect(resolveError({ code: 'action.not.started.error' }, has, 'delete').key).toBe(
      'action.not.started.error.delete',
    );
  });

  it('with the login kind: code, flow and kind; code and flow; code and kind; the code', () => {
    const keyOf = (code: string, flow?: ErrorFlow) =>
      resolveError({ code }, has, flow, 'email').key;
    expect(keyOf('action.not.started.error', 'auth')).toBe('action.not.started.error.auth.email');
    expect(keyOf('action.not.started.error', 'delete')).toBe('action.not.started.error.delete');
    expect(keyOf('sms.not.send.error', 'register')).toBe('sms.not.send.error.email');
    expect(keyOf('bad.credentials.error', 'auth')).toBe('bad.credentials.error');
  });

  it('then the bare code when the flow has no variant', () => {
    expect(resolveError({ code: 'bad.credentials.error' }, has, 'auth').key).toBe(
      'bad.credentials.error',
    );
  });

  it('then the defaults', () => {
    expect(resolveError({ code: 'brand.new.error' }, has, 'auth').key).toBeNull();
  });

  it('treats values without a string code as unknown errors', () => {
    for (const value of [new Error('boom'), { code: 42 }, 'text', { status: 500 }]) {
      expect(resolveError(value, has).key).toBeNull();
    }
  });
});

describe('network failures', () => {
  it.each([
    new TypeError('Failed to fetch'),
    new TypeError('NetworkError when attempting to fetch resource.'),
    new TypeError('Load failed'),
    { code: 'network.error' },
  ])('%s shows the connection message', (error) => {
    expect(isNetworkError(error)).toBe(true);
    expect(formatApiError(intlOf('en'), error)).toMatchObject({
      key: 'network.error',
      title: 'No connection',
      message: 'Check your internet connection and try again.',
    });
  });

  it('does not mistake a programming TypeError for a network failure', () => {
    expect(isNetworkError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      false,
    );
  });
});

describe('texts that name the login', () => {
  /** What names a phone in each language; codes about the phone itself answer only a phone. */
  const PHONE_WORDS = { ru: /телефон|СМС/i, en: /phone|text message/i, kz: /телефон|SMS/i };
  const ABOUT_THE_PHONE = new Set(['phone.invalid.error']);
  // The phone change is about a phone whatever the login: its own wording may name one.
  const flows = [undefined, ...ERROR_FLOWS.filter((flow) => flow !== 'changePhone')];

  describe.each(Object.keys(languages) as Array<keyof typeof languages>)('in %s', (locale) => {
    const intl = intlOf(locale);

    it.each(ERROR_CODES.filter((code) => !ABOUT_THE_PHONE.has(code)))(
      '%s names no phone to a person who signs in by e-mail, in any flow',
      (code) => {
        for (const flow of flows)
          expect(formatApiError(intl, { code }, flow, 'email').message).not.toMatch(
            PHONE_WORDS[locale],
          );
      },
    );

    it('the spec wording (the phone) stays for a phone login', () => {
      for (const flow of ['auth', 'register', 'forgot'] as const)
        expect(
          formatApiError(intl, { code: 'action.not.started.error' }, flow, 'phone').message,
        ).toMatch(PHONE_WORDS[locale]);
    });
  });
});
