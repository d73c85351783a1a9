import { getRuntimeConfig } from './config/runtime-config';
import { reportError } from './monitoring/report-error';

/** Where the mock backend serves its payment-gateway page (mocks/prefixes.ts GATEWAY_PAGE_PATH). */
export const MOCK_GATEWAY_PATH = '/mocks/gateway/';

export interface GatewayPolicy {
  /** https origins of the card gateway (runtime configuration gatewayOrigins). */
  allowedOrigins: readonly string[];
  /** Mock builds may also follow the mock gateway page on the app's own origin. */
  allowMockGateway: boolean;
  /** The page's own origin (window.location.origin). */
  pageOrigin: string;
}

/**
 * The gateway form URL the browser may be sent to, or null. A register answer is data from the
 * network: following any URL it names would make the page an open redirect to a phishing card form.
 */
export function checkGatewayUrl(formUrl: string, policy: GatewayPolicy): URL | null {
  let url: URL;
  try {
    url = new URL(formUrl);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (
    url.protocol === 'https:' &&
    policy.allowedOrigins.some((origin) => sameOrigin(origin, url.origin))
  )
    return url;
  if (
    policy.allowMockGateway &&
    url.origin === policy.pageOrigin &&
    url.pathname.startsWith(MOCK_GATEWAY_PATH)
  ) {
    return url;
  }
  return null;
}

function sameOrigin(configured: string, origin: string): boolean {
  try {
    const allowed = new URL(configured);
    return allowed.protocol === 'https:' && allowed.origin === origin;
  } catch {
    return false;
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'unparseable';
  }
}

/**
 * The gateway address the browser may be sent to now (runtime configuration gatewayOrigins,
 * and in mock builds the mock gateway page), or null, reported as an error of `call`: the
 * check every redirect to the card gateway goes through (a tip's payment, a payout card's
 * binding).
 */
export function allowedGatewayUrl(formUrl: string, call: string): URL | null {
  const url = checkGatewayUrl(formUrl, {
    allowedOrigins: getRuntimeConfig().gatewayOrigins,
    allowMockGateway: import.meta.env.MODE === 'mock',
    pageOrigin: location.origin,
  });
  // Only the origin: the rest of the URL is the order's and says nothing more about the attack.
  if (!url)
    reportError(new Error('Gateway URL refused: origin not allowed'), {
      call,
      origin: originOf(formUrl),
    });
  return url;
}
