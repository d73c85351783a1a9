import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { UserInfo } from '@/api/generated/model/userInfo';
import type { LoginKind } from '@/lib/errors/error-catalogue';

/** A phone in E.164 as people read it ("+7 700 000 0001"); anything else as it came. */
export function displayPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

/**
 * Where the code of a password change or an account deletion goes, as the code step names
 * it: the account's e-mail when it has one, otherwise its phone (the mock backend does the
 * same; see README.md).
 */
export function accountCodeAddress(user: Pick<UserInfo, 'email' | 'phone'>): {
  login: string;
  loginKind: LoginKind;
} {
  if (user.email) return { login: user.email, loginKind: 'email' };
  return { login: displayPhone(user.phone ?? ''), loginKind: 'phone' };
}
