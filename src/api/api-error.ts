import type { ErrorCode } from './generated/model/errorCode';

/** Code of a request that never got an HTTP answer; deliberately not a server catalogue code. */
export const NETWORK_ERROR_CODE = 'network.error';

/** Spec section 8: an error without a usable error object counts as general.error. */
const FALLBACK_CODE: ErrorCode = 'general.error';

/**
 * The contract's codes, network.error, or any other code a server sends: that one is kept as
 * it came, and the error catalogue shows its default texts for it (spec section 8).
 */
export type ApiErrorCode = ErrorCode | typeof NETWORK_ERROR_CODE | (string & {});

/**
 * Every failed call: a non-2xx answer (`kind: 'http'`, with the server's catalogue code) or no
 * answer at all (`kind: 'network'`). The UI turns `code` into a message through the error catalogue.
 */
export class ApiError<TBody = unknown> extends Error {
  override readonly name = 'ApiError';

  private constructor(
    readonly kind: 'http' | 'network',
    /** HTTP status; 0 for a network failure. */
    readonly status: number,
    readonly code: ApiErrorCode,
    /** The parsed error body as the server sent it (for fields such as `field`). */
    readonly body: TBody | undefined,
    options?: ErrorOptions,
  ) {
    super(`${kind === 'network' ? 'Network failure' : `HTTP ${status}`}: ${code}`, options);
  }

  static fromResponse<TBody>(status: number, body: unknown): ApiError<TBody> {
    return new ApiError<TBody>('http', status, readCode(body), body as TBody);
  }

  static network(cause: unknown): ApiError<never> {
    return new ApiError<never>('network', 0, NETWORK_ERROR_CODE, undefined, { cause });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server's answer that what was asked for does not exist or is not the person's (404, with
 * general.error or team.notFound.error): nothing a retry could change.
 */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

function readCode(body: unknown): ApiErrorCode {
  if (typeof body === 'object' && body !== null && 'code' in body) {
    const { code } = body;
    if (typeof code === 'string' && code !== '') return code;
  }
  return FALLBACK_CODE;
}
