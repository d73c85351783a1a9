import { isApiError } from '@/api/api-error';

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
