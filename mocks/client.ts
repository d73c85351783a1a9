import { createSignedInSession, SESSION_COOKIE } from './engine/sessions';
import { GATEWAY_BIND_PATH } from './handlers/card';
import { GATEWAY_PAY_PATH } from './handlers/gateway';
import { API_PREFIX } from './prefixes';

/*
 * A client of the mock backend as a browser would be, for tests (msw/node answers it) and
 * scripts (pass the mock server's origin).
 */

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

export type Client = ReturnType<typeof createClient>;

/** A client already signed in as a seeded person (a user uuid of mocks/db/demo-ids.ts). */
export async function signedInClient(userUuid: string): Promise<Client> {
  const client = createClient();
  client.jar.set(SESSION_COOKIE, await createSignedInSession(userUuid));
  return client;
}

/** The mock gateway page's payment of an order with a test card (mocks/gateway/test-cards.ts). */
export async function payOnGateway(
  client: Client,
  orderId: string,
  pan: string,
  threeDsCode?: string,
): Promise<{ outcome: string; returnUrl: string }> {
  const response = await client.send(GATEWAY_PAY_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, pan, threeDsCode }),
  });
  return (await response.json()) as { outcome: string; returnUrl: string };
}

/** The mock gateway page's card binding with a test card (card/register's orderId). */
export async function bindOnGateway(
  client: Client,
  orderId: string,
  pan: string,
  { expiry = '12/30', threeDsCode }: { expiry?: string; threeDsCode?: string } = {},
): Promise<{ outcome: string; returnUrl: string }> {
  const response = await client.send(GATEWAY_BIND_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, pan, expiry, threeDsCode }),
  });
  return (await response.json()) as { outcome: string; returnUrl: string };
}

/**
 * A visitor tips through the public page: payment/register, then the success test card on the
 * gateway. Answers the order id. `tip` is payment/register's body (minor-unit amount).
 */
export async function payTip(
  tip: { qrCodeUuid: string; amount: number } & Record<string, unknown>,
  origin?: string,
): Promise<string> {
  const visitor = createClient(origin);
  const { status, body } = await visitor.call<{ order: { orderId: string } }>('payment/register', {
    payFee: true,
    language: 'en',
    ...tip,
  });
  if (status !== 200) throw new Error(`payment/register answered ${status}`);
  await payOnGateway(visitor, body.order.orderId, '4111111111111111');
  return body.order.orderId;
}
