import type { CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import type { LoginMode } from '@/api/generated/model/loginMode';
import type { LoginKind } from '@/lib/errors/error-catalogue';
import type { LoginRequest } from '@/api/generated/model/loginRequest';
import { checkPhone, phoneE164 } from '@/components/ui/phone-input/phone-value';
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
      if (mode === 'PHONE') checkPhone(values, context, authMessages.phoneRequired.id);
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
