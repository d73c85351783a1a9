import { HttpHandler, matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { operations } from '../src/api/generated/operations';
import { resolveUrl } from '../src/api/request';
import { handlers } from './handlers';

/** Method and path of each handler that has them (the scenario gate matches by predicate). */
const routed = handlers.flatMap((handler) =>
  handler instanceof HttpHandler && typeof handler.info.path === 'string'
    ? [{ method: handler.info.method, path: handler.info.path }]
    : [],
);

describe('mock routing', () => {
  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s is answered by a handler of its own whole path',
    (_id, operation) => {
      const path = resolveUrl(operation.path);
      const url = new URL(path.replace(/\{[^}]+\}/g, 'x'), 'http://127.0.0.1:5173');
      const first = routed.find(
        (handler) =>
          handler.method === operation.method && matchRequestUrl(url, handler.path).matches,
      );
      expect(first?.path).toBe(`*${path.replace(/\{([^}]+)\}/g, ':$1')}`);
    },
  );
});
