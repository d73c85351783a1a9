import {
  getCountryCallingCode,
  getExampleNumber,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';

/** Raw input longer than this is rejected before parsing (spec sections 5 and 9). */
export const PHONE_MAX_INPUT = 250;

/**
 * Parsing results of spec section 5, plus INVALID_LENGTH: a length between the shortest and
 * longest the country allows that the country does not use.
 */
export type PhoneError =
  'NOT_A_NUMBER' | 'INVALID_COUNTRY' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH';

export type PhoneResult =
  | { ok: true; e164: string; country: CountryCode | undefined; nationalNumber: string }
  | { ok: false; error: PhoneError };

const PARSE_ERRORS: readonly PhoneError[] = [
  'NOT_A_NUMBER',
  'INVALID_COUNTRY',
  'TOO_SHORT',
  'TOO_LONG',
];

/**
 * Parses a phone number as typed (with or without "+code") with libphonenumber-js: national
 * number 2 to 17 digits, input at most 250 characters, then the length is checked against the
 * country's allowed lengths. Never throws.
 */
export function validatePhone(input: string, defaultCountry?: CountryCode): PhoneResult {
  if (input.length > PHONE_MAX_INPUT) return { ok: false, error: 'TOO_LONG' };
  try {
    const phone = parsePhoneNumberWithError(input, defaultCountry);
    const lengthError = validatePhoneNumberLength(input, defaultCountry);
    if (lengthError) return { ok: false, error: lengthError };
    return {
      ok: true,
      e164: phone.number,
      country: phone.country,
      nationalNumber: phone.nationalNumber,
    };
  } catch (error) {
    if (error instanceof ParseError) {
      const code = PARSE_ERRORS.find((known) => known === error.message);
      return { ok: false, error: code ?? 'NOT_A_NUMBER' };
    }
    throw error;
  }
}

export interface PhoneMask {
  /** IMask pattern: the calling code fixed (not part of the value), each digit a `0` slot. */
  mask: string;
  /** The same shape with `_` slots, e.g. "+7 ___ ___-__-__"; its length is the maxLength. */
  placeholder: string;
  callingCode: string;
}

/** Builds the input mask of a country from libphonenumber's example mobile number. */
export function phoneMask(country: CountryCode): PhoneMask {
  const callingCode = getCountryCallingCode(country);
  const example = getExampleNumber(country, examples);
  const international = example?.formatInternational() ?? `+${callingCode} ${'0'.repeat(10)}`;
  const rest = international.slice(callingCode.length + 1);
  const slots = rest.replace(/\d/g, '#');
  // In IMask patterns `0` is a digit slot and `\\` escapes a literal.
  const codeLiteral = [...callingCode].map((digit) => `\\${digit}`).join('');
  return {
    mask: `+${codeLiteral}${slots.replace(/#/g, '0')}`,
    placeholder: `+${callingCode}${slots.replace(/#/g, '_')}`,
    callingCode,
  };
}
