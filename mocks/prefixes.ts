/**
 * Where the app sends its calls (the defaults of src/lib/config/runtime-config.ts, repeated
 * here because that module reads import.meta.env, which plain Node does not have; a test keeps
 * the two in step).
 */
export const API_PREFIX = '/api';
export const GATEWAY_PREFIX = '/payment-gateway';
export const BARREL_PREFIX = '/barrel';

/** The mock payment-gateway page; a real page because MSW does not intercept navigations. */
export const GATEWAY_PAGE_PATH = '/mocks/gateway/index.html';

/**
 * The call name QA uses to address a request (`payment/form`, `barrel/tips-web`,
 * `finished-payment-info`): the path after the prefix it was sent under, or null for requests
 * that are not API calls (pages, scripts, images).
 */
export function callNameOf(url: URL): string | null {
  const path = url.pathname;
  for (const prefix of [API_PREFIX, GATEWAY_PREFIX]) {
    if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length + 1);
  }
  if (path.startsWith(`${BARREL_PREFIX}/`)) return path.slice(1);
  return null;
}
