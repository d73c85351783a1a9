import { configReady } from '@/lib/config/config-ready';
import { ApiError } from './api-error';
import { toFetchArgs } from './request';
import { fetchOrTakeEarly } from '@/lib/early-responses';

/**
 * The orval mutator: every generated hook calls the backend through here.
 *
 * - The prefix comes from the runtime configuration at call time: apiPrefix for the API,
 *   gatewayPrefix and barrelPrefix for the two calls the spec puts under other servers. A call
 *   made before the barrel settled (a route loader starting the page's data) waits for it.
 * - Cookie sessions (credentials: 'include'); JSON in and out; binary answers come back as a Blob.
 * - A response the inline early start already asked for is taken over (src/lib/early-responses.ts).
 * - Success is 200-299. Anything else, or no answer at all, throws an ApiError.
 * - No timeout (spec section 7). TanStack Query passes an AbortSignal; an answer that arrives
 *   after the signal fired is discarded, never returned.
 * - In development and tests the answer is checked against the contract's zod schema
 *   (./response-validation.ts), so a drifted backend or mock fails loudly. Production builds
 *   drop that branch: the schemas would cost bundle size and a parse per call.
 */

export async function httpClient<T>(url: string, init: RequestInit = {}): Promise<T> {
  await configReady();
  const [target, request] = toFetchArgs(url, init);
  const method = request.method ?? 'GET';
  let response: Response;
  try {
    response = await fetchOrTakeEarly(target, request);
  } catch (error) {
    // A cancelled request is not a failure to report: let TanStack Query see the abort as such.
    if (init.signal?.aborted) throw init.signal.reason;
    throw ApiError.network(error);
  }

  let text: string | Blob | undefined;
  try {
    text = await readRaw(response);
  } catch (error) {
    // The connection dropped while the body was streaming in.
    if (init.signal?.aborted) throw init.signal.reason;
    throw ApiError.network(error);
  }
  // Late answer of a cancelled request: discard it.
  if (init.signal?.aborted) throw init.signal.reason;

  const body = parseBody(response, text);
  if (!response.ok)
    throw ApiError.fromResponse(response.status, body === INVALID_JSON ? undefined : body);
  // A 2xx that claims JSON but is not: the contract is broken, report it as a server error.
  if (body === INVALID_JSON) throw ApiError.fromResponse(response.status, undefined);

  if (import.meta.env.DEV) {
    const { validateResponse } = await import('./response-validation');
    await validateResponse(method, url, body);
  }
  return body as T;
}

const INVALID_JSON = Symbol('invalid JSON');

const isText = (response: Response): boolean => {
  const type = response.headers.get('Content-Type') ?? '';
  return type === '' || type.includes('json') || type.startsWith('text/');
};

/** JSON and text are read as text; images and other files as a Blob (photo and QR downloads). */
async function readRaw(response: Response): Promise<string | Blob | undefined> {
  if (response.status === 204) return undefined;
  if (isText(response)) return response.text();
  return response.blob();
}

function parseBody(response: Response, raw: string | Blob | undefined): unknown {
  if (raw === undefined || raw instanceof Blob) return raw;
  if (raw === '') return undefined;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return INVALID_JSON;
  }
}

/** orval: the error type of every generated hook. */
export type ErrorType<TBody> = ApiError<TBody>;
/** orval: request bodies are sent as typed. */
export type BodyType<TBody> = TBody;
