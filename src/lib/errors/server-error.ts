import { isApiError } from '@/api/api-error';
import type { ErrorResponse } from '@/api/generated/model/errorResponse';

/**
 * Which field a server code is about, so the message sits under that field instead of the
 * form's alert. `login` is the e-mail or phone field, whichever the login mode shows.
 */
const FIELD_OF_CODE: Record<string, string> = {
  'bad.credentials.error': 'password',
  'password.invalid.error': 'password',
  'email.invalid.error': 'login',
  'phone.invalid.error': 'login',
  'client.already.exists.error': 'login',
  'email.already.exists.error': 'login',
  'invalid.attempt.error': 'otp',
  'otp.expired.error': 'otp',
};

/** The field an error belongs to among `fields` of the form showing it; null for the alert. */
export function fieldOfError(error: unknown, fields: readonly string[]): string | null {
  if (!isApiError(error)) return null;
  const body = error.body as { field?: unknown } | undefined;
  const named =
    error.code === 'field.invalid.format.error' && typeof body?.field === 'string'
      ? body.field
      : FIELD_OF_CODE[error.code];
  return named && fields.includes(named) ? named : null;
}

/**
 * The code step's call answered that the flow itself is gone (never started, expired, or the
 * server lost its state): the person has to start again from the first step.
 */
export function isFlowLost(error: unknown): boolean {
  return (
    isApiError(error) &&
    ['action.not.started.error', 'invalid.state.error', 'no.session.error'].includes(error.code)
  );
}

/**
 * For how long a blocked login stays blocked: the seconds client.blocked.error carries in
 * `retryAfterSeconds` (openapi ErrorResponse), or null for any other error or a block of no
 * known end.
 */
export function blockedSecondsOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'client.blocked.error') return null;
  const seconds = (error.body as Partial<ErrorResponse> | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}
