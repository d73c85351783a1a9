import type { IntlShape } from 'react-intl';
import type { ErrorFlow, LoginKind } from '@/lib/errors/error-catalogue';
import { blockedSecondsOf } from '@/lib/errors/server-error';
import { otpValueMessages } from './messages';

/**
 * "Your account is blocked for 10 minutes." for a client.blocked.error that says for how long
 * (retryAfterSeconds), null otherwise (the catalogue's text then serves). Sign-in and account
 * deletion block the account; the other flows the e-mail or phone the code went to.
 */
export function formatBlock(
  intl: IntlShape,
  error: unknown,
  flow: ErrorFlow | undefined,
  login: LoginKind,
): string | null {
  const seconds = blockedSecondsOf(error);
  if (seconds === null) return null;
  return intl.formatMessage(otpValueMessages.blockedFor, {
    subject: flow === 'auth' || flow === 'delete' ? 'account' : login,
    minutes: Math.max(1, Math.ceil(seconds / 60)),
  });
}
