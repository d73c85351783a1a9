import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import type { LoginMode } from '@/api/generated/model/loginMode';
import type { LoginKind } from '@/lib/errors/error-catalogue';
import type { LoginRequest } from '@/api/generated/model/loginRequest';
import { validatePhone } from '@/components/ui/phone-input/validate-phone';
import { phoneErrorMessages } from '@/components/ui/phone-input/messages';
import { displayPhone } from '@/lib/display-phone';
import { authMessages } from '../messages';

/**
 * How the login is typed: an e-mail, or the phone input's national digits plus its country
 * (the settings' loginMode picks which one the screen shows).
 */
export interface LoginValues {
  email: string;
  phone: string;
  phoneCountry: CountryCode;
}

export function emptyLogin(phoneCountry: CountryCode): LoginValues {
  return { email: '', phone: '', phoneCountry };
}

/** The typed phone as E.164, or null when it does not parse. */
export function phoneE164(values: Pick<LoginValues, 'phone' | 'phoneCountry'>): string | null {
  const result = validatePhone(`+${getCountryCallingCode(values.phoneCountry)}${values.phone}`);
  return result.ok ? result.e164 : null;
}

/** Validation messages are message ids; screens format them (see field-error.ts). */
export function loginSchema(mode: LoginMode) {
  const email =
    mode === 'EMAIL'
      ? z
          .string()
          .trim()
          .min(1, authMessages.emailRequired.id)
          .pipe(z.email(authMessages.emailInvalid.id))
      : z.string();
  return z
    .object({ email, phone: z.string(), phoneCountry: z.custom<CountryCode>() })
    .superRefine((values, context) => {
      if (mode !== 'PHONE') return;
      if (!values.phone) {
        context.addIssue({
          code: 'custom',
          path: ['phone'],
          message: authMessages.phoneRequired.id,
        });
        return;
      }
      const result = validatePhone(`+${getCountryCallingCode(values.phoneCountry)}${values.phone}`);
      if (!result.ok)
        context.addIssue({
          code: 'custom',
          path: ['phone'],
          message: phoneErrorMessages[result.error].id,
        });
    });
}

/** The kind of login a mode asks for, as messages name it. */
export function loginKindOf(mode: LoginMode): LoginKind {
  return mode === 'EMAIL' ? 'email' : 'phone';
}

/** The contract's LoginRequest: phone or email as the mode says. */
export function loginBody(mode: LoginMode, values: LoginValues): LoginRequest {
  if (mode === 'EMAIL') return { email: values.email.trim() };
  return { phone: phoneE164(values) ?? values.phone };
}

/** The login as the code step names it: "+7 701 123 4567" or the e-mail. */
export function displayLogin(mode: LoginMode, values: LoginValues): string {
  if (mode === 'EMAIL') return values.email.trim();
  const e164 = phoneE164(values);
  return e164 ? displayPhone(e164) : values.phone;
}
