import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetMockBackend, server } from './node';
import { API_PREFIX } from './prefixes';

/** Starts msw/node for a test file and resets the whole mock backend before each test. */
export function setupMockBackend(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => resetMockBackend());
  afterAll(() => server.close());
}

/**
 * A fetch with a cookie jar, as a browser would be: Node's fetch keeps no cookies, and the
 * session is one. `call('payment/form', body)` posts JSON under the API prefix.
 */
export function createClient(origin = 'http://localhost') {
  const jar = new Map<string, string>();
  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (jar.size > 0)
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new URL(path, origin), { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.trim().split('=');
      if (value === '' || attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim())))
        jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
  async function call<T = unknown>(
    callPath: string,
    body?: unknown,
    method = 'POST',
  ): Promise<{ status: number; body: T }> {
    const response = await send(`${API_PREFIX}/${callPath}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return {
      status: response.status,
      body: (isJson && text ? JSON.parse(text) : text || undefined) as T,
    };
  }
  return { send, call, jar };
}
