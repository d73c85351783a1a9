/**
 * Runtime configuration: defaults, overridden by what the barrel answers at start-up
 * (./load-barrel-config.ts). Pointing the app at a real backend is a matter of these
 * values, never of code.
 */
export interface RuntimeConfig {
  /** Prefix of every API call (spec section 7: "default a proxy path"). */
  apiPrefix: string;
  /** Prefix of the payment gateway's calls (finished-payment-info). */
  gatewayPrefix: string;
  /** Where GET /barrel/{name} is served. */
  barrelPrefix: string;
  /** Hosts that serve the app from the site root (base path rule, spec section 2). */
  rootHosts: string[];
  /** https origins the browser may be sent to for card payment. */
  gatewayOrigins: string[];
  /** Error reporting; with no DSN nothing leaves the browser. */
  sentryDsn: string;
  /** Same-origin path that tunnels error reports (spec section 7). */
  sentryTunnel: string;
  sentryEnvironment: string;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  apiPrefix: import.meta.env.VITE_API_PREFIX ?? '/api',
  gatewayPrefix: import.meta.env.VITE_GATEWAY_PREFIX ?? '/payment-gateway',
  barrelPrefix: import.meta.env.VITE_BARREL_PREFIX ?? '/barrel',
  rootHosts: [],
  gatewayOrigins: [],
  sentryDsn: import.meta.env.VITE_SENTRY_DSN ?? '',
  sentryTunnel: '/monitoring',
  sentryEnvironment: import.meta.env.MODE,
};

let current: RuntimeConfig = { ...defaultRuntimeConfig };

export function getRuntimeConfig(): Readonly<RuntimeConfig> {
  return current;
}

/** Merges values (from the barrel, or a test) over the current configuration. */
export function mergeRuntimeConfig(patch: Partial<RuntimeConfig>): void {
  current = { ...current, ...patch };
}

/** Tests only: back to the defaults. */
export function resetRuntimeConfig(): void {
  current = { ...defaultRuntimeConfig };
}
