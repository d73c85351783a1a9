/**
 * Where the mock gateway page is served. By default on the origin the mock backend is reached
 * at (the browser mock and the dev server serve it beside the app, so `order.formUrl` and the
 * barrel's `gatewayOrigins` name the app's own origin). A mock HTTP server behind a
 * production-like set-up serves it on an https origin of its own instead
 * (scripts/serve-production.mjs sets MOCK_GATEWAY_ORIGIN), which the production build's
 * allow-list accepts like a real gateway's.
 */
let configuredOrigin: string | null = null;

export function setGatewayPageOrigin(origin: string | null): void {
  configuredOrigin = origin;
}

export function gatewayPageOrigin(requestOrigin: string): string {
  return configuredOrigin ?? requestOrigin;
}
