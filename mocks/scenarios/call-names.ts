import { HttpHandler, type RequestHandler } from 'msw';
import { CONTROL_PREFIX } from '../handlers/control';
import { GATEWAY_PAY_PATH } from '../handlers/gateway';

/**
 * The calls QA can address, read from the handler list (`*\/payment/form` gives
 * `payment/form`; path parameters become `*`, the barrel its document name).
 */
export function callNamesOf(handlers: readonly RequestHandler[]): string[] {
  const names = new Set<string>();
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler)) continue;
    const path = handler.info.path;
    if (typeof path !== 'string' || !path.startsWith('*/')) continue;
    if (path.includes(CONTROL_PREFIX) || path.endsWith(GATEWAY_PAY_PATH)) continue;
    names.add(
      path
        .slice(2)
        .replace('barrel/:name', 'barrel/tips-web')
        .replace(/:[A-Za-z]+/g, '*'),
    );
  }
  return [...names].sort();
}
