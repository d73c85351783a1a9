import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import type { z } from 'zod';
import { phoneErrorMessages } from './messages';
import { validatePhone } from './validate-phone';

/** What the phone input reports, as a form keeps it: the national digits and the country. */
export interface PhoneValue {
  phone: string;
  phoneCountry: CountryCode;
}

/** The typed number parsed (libphonenumber-js: spec section 5). */
export const parsePhoneValue = ({ phone, phoneCountry }: PhoneValue) =>
  validatePhone(`+${getCountryCallingCode(phoneCountry)}${phone}`);

/** The typed number as E.164, or null when it does not parse. */
export function phoneE164(value: PhoneValue): string | null {
  const result = parsePhoneValue(value);
  return result.ok ? result.e164 : null;
}

/**
 * A zod refinement of a form's phone (`superRefine`): the form's own message id when nothing
 * is typed, the parsing result's when the number does not parse, and `otherwise`'s (a form's
 * own rule of a valid number, such as "not the current one") last; the issue goes under
 * `phone`.
 */
export function checkPhone(
  value: PhoneValue,
  context: z.RefinementCtx,
  requiredId: string,
  otherwise?: (e164: string) => string | null,
): void {
  const result = value.phone ? parsePhoneValue(value) : null;
  const problem = !result
    ? requiredId
    : !result.ok
      ? phoneErrorMessages[result.error].id
      : (otherwise?.(result.e164) ?? null);
  if (problem) context.addIssue({ code: 'custom', path: ['phone'], message: problem });
}
