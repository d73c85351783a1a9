import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneMask, validatePhone, type PhoneError } from './validate-phone';

const ERRORS: PhoneError[] = [
  'NOT_A_NUMBER',
  'INVALID_COUNTRY',
  'TOO_SHORT',
  'TOO_LONG',
  'INVALID_LENGTH',
];

describe('validatePhone', () => {
  it('accepts +7 with 10 digits', () => {
    expect(validatePhone('+7 912 345-67-89')).toEqual({
      ok: true,
      e164: '+79123456789',
      country: 'RU',
      nationalNumber: '9123456789',
    });
    expect(validatePhone('9123456789', 'RU')).toMatchObject({ ok: true, e164: '+79123456789' });
  });

  it.each<[string, string | undefined, PhoneError]>([
    ['hello', 'RU', 'NOT_A_NUMBER'],
    ['9123456789', undefined, 'INVALID_COUNTRY'],
    ['+7 9', undefined, 'TOO_SHORT'],
    ['+7 912 345', undefined, 'TOO_SHORT'],
    ['+1 201 555 01234', undefined, 'TOO_LONG'],
    ['+7 912 345 67 89 1234567890', undefined, 'TOO_LONG'],
    ['+7 912 345 67 89 1', undefined, 'INVALID_LENGTH'],
  ])('%j (%s) gives %s', (input, country, error) => {
    expect(validatePhone(input, country as never)).toEqual({ ok: false, error });
  });

  it('rejects input over 250 characters before parsing', () => {
    expect(validatePhone(`+7 912 345 67 89${' '.repeat(240)}`)).toEqual({
      ok: false,
      error: 'TOO_LONG',
    });
  });

  it('never throws: any text gives a number in E.164 or one of the named errors', () => {
    const country = fc.constantFrom('RU', 'KZ', 'US', 'DE', undefined);
    const phoneLike = fc.stringMatching(/^\+?[0-9 ()-]{0,25}$/);
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), phoneLike),
        country,
        (text, c) => {
          // A plain predicate, not expect(), over fewer runs: each one parses with
          // libphonenumber, and 500 took over 5 s on a loaded machine.
          const result = validatePhone(text, c);
          return result.ok ? /^\+\d{3,18}$/.test(result.e164) : ERRORS.includes(result.error);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('phoneMask', () => {
  it('gives Russia +7 and ten digit slots; placeholder and mask have the same length', () => {
    const { mask, placeholder, callingCode } = phoneMask('RU');
    expect(callingCode).toBe('7');
    expect(placeholder).toMatch(/^\+7 /);
    expect(placeholder.replace(/[^_]/g, '')).toHaveLength(10);
    expect(mask.replace(/\\/g, '')).toHaveLength(placeholder.length);
  });

  it('escapes calling code digits so a 0 in the code is not a digit slot', () => {
    expect(phoneMask('UA').mask.startsWith('+\\3\\8\\0')).toBe(true);
  });
});
