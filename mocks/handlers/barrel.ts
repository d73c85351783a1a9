import { http, HttpResponse } from 'msw';
import type { BarrelValue } from '../../src/api/generated/model';
import { gatewayPageOrigin } from '../gateway/page-origin';
import { API_PREFIX, BARREL_PREFIX, GATEWAY_PREFIX } from '../prefixes';

/** The barrel document the app reads (src/lib/config/load-barrel-config.ts). */
const BARREL_NAME = 'tips-web';

/**
 * Runtime configuration in mock mode, by lower-cased key: the same prefixes as the defaults,
 * and the mock gateway page's own origin as the allowed card-payment origin.
 */
function barrelValue(key: string, origin: string): unknown {
  const values: Record<string, unknown> = {
    apiprefix: API_PREFIX,
    gatewayprefix: GATEWAY_PREFIX,
    roothosts: [],
    gatewayorigins: [gatewayPageOrigin(origin)],
    sentrydsn: '',
    sentrytunnel: '/monitoring',
    sentryenvironment: 'mock',
  };
  return values[key];
}

export const barrelHandlers = [
  // Written out rather than orval's factory: generated handlers sit under the API prefix.
  http.get<{ name: string }, never, BarrelValue>(
    `*${BARREL_PREFIX}/:name`,
    ({ request, params }) => {
      const url = new URL(request.url);
      const value =
        params.name === BARREL_NAME
          ? barrelValue(url.searchParams.get('key') ?? '', url.origin)
          : undefined;
      // The contract's 404 is plain text, the way the app's barrel reader expects it.
      if (value === undefined)
        return HttpResponse.text('Not Found', { status: 404, statusText: 'Not Found' });
      return HttpResponse.json(value);
    },
  ),
];
