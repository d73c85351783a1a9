import { configReady } from '@/lib/config/config-ready';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { ApiError } from './api-error';

/**
 * The orval mutator: every generated hook calls the backend through here.
 *
 * - The prefix comes from the runtime configuration at call time: apiPrefix for the API,
 *   gatewayPrefix and barrelPrefix for the two calls the spec puts under other servers. A call
 *   made before the barrel settled (a route loader starting the page's data) waits for it.
 * - Cookie sessions (credentials: 'include'); JSON in and out; binary answers come back as a Blob.
 * - Success is 200-299. Anything else, or no answer at all, throws an ApiError.
 * - No timeout (spec section 7). TanStack Query passes an AbortSignal; an answer that arrives
 *   after the signal fired is discarded, never returned.
 * - In development and tests the answer is checked against the contract's zod schema
 *   (./response-validation.ts), so a drifted backend or mock fails loudly. Production builds
 *   drop that branch: the schemas would cost bundle size and a parse per call.
 */

/** Paths the spec serves from other servers than the API prefix (see openapi/paths/gateway.yaml, barrel.yaml). */
const serverPrefixes: ReadonlyArray<{ path: string; prefix: () => string; strip: string }> = [
  { path: '/finished-payment-info', prefix: () => getRuntimeConfig().gatewayPrefix, strip: '' },
  { path: '/barrel/', prefix: () => getRuntimeConfig().barrelPrefix, strip: '/barrel' },
];

export function resolveUrl(url: string): string {
  const server = serverPrefixes.find(({ path }) => url.startsWith(path));
  if (server) return joinPath(server.prefix(), url.slice(server.strip.length));
  return joinPath(getRuntimeConfig().apiPrefix, url);
}

function joinPath(prefix: string, path: string): string {
  return `${prefix.replace(/\/+$/, '')}${path}`;
}

/** Browsers resolve a relative URL against the page; Node's fetch (tests, SSR tools) needs it done. */
function absolute(url: string): string {
  return typeof document === 'undefined' ? url : new URL(url, document.baseURI).href;
}

export async function httpClient<T>(url: string, init: RequestInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  await configReady();
  let response: Response;
  try {
    response = await fetch(absolute(resolveUrl(url)), {
      ...init,
      method,
      headers,
      credentials: 'include',
    });
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
