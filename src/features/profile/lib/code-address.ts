import type { UserInfo } from '@/api/generated/model/userInfo';
import { displayPhone } from '@/lib/display-phone';
import type { LoginKind } from '@/lib/errors/error-catalogue';

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
