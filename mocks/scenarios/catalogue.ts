import { ERROR_CODES, type ErrorCode } from '../../src/lib/errors/error-catalogue';

export { ERROR_CODES, type ErrorCode };

export function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}

const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  'no.session.error': 401,
  'invalid.session.error': 401,
  'client.blocked.error': 403,
  'team.notFound.error': 404,
  'teamType.notFound.error': 404,
  'client.already.exists.error': 409,
  'email.already.exists.error': 409,
  'client.registration.blocked.error': 409,
  'team.already.contains.client.error': 409,
  'team.claim.alreadyExists.error': 409,
  'card.already.exists.error': 409,
  'general.error': 500,
};

/**
 * The HTTP status a code travels with, as the contract's shared responses give it; a handler
 * may pass another where one operation lists the code under a different status.
 */
export function statusOf(code: ErrorCode): number {
  return STATUS_BY_CODE[code] ?? 400;
}
