import { getRuntimeConfig } from '@/lib/config/runtime-config';

/**
 * How a generated call becomes a fetch: shared by the app's client (./http-client.ts) and the
 * inline early start's (src/app/early-start/), so both make byte-identical requests.
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

/** fetch()'s arguments for a generated call: prefixed URL, method, JSON accept, session cookies. */
export function toFetchArgs(url: string, init: RequestInit = {}): [string, RequestInit] {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return [
    absolute(resolveUrl(url)),
    { ...init, method: (init.method ?? 'GET').toUpperCase(), headers, credentials: 'include' },
  ];
}

/** A generated call's own headers as a record, to spread after its Content-Type (orval.config.ts). */
export function headersRecord(headers: HeadersInit = {}): Record<string, string> {
  return Symbol.iterator in headers
    ? Object.fromEntries(headers as Iterable<[string, string]>)
    : headers;
}
