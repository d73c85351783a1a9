import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitForConfig } from '@/lib/config/config-ready';
import { mergeRuntimeConfig, resetRuntimeConfig } from '@/lib/config/runtime-config';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { httpClient } from './http-client';
import { ContractViolationError } from './response-validation';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRuntimeConfig();
});
afterAll(() => server.close());

const paymentForm = {
  qrCodeUuid: '3f2b8c4e-1d2a-4b5c-9e8f-7a6b5c4d3e2f',
  firstName: 'Aigerim',
  lastName: 'Sadykova',
  limits: { minAmount: 1, maxAmount: 10 },
  amounts: [1, 5, 10],
  defaultAmounts: [5],
};

const postPaymentForm = (signal?: AbortSignal) =>
  httpClient<typeof paymentForm>('/payment/form', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ qrCodeUuid: paymentForm.qrCodeUuid }),
    ...(signal ? { signal } : {}),
  });

describe('httpClient', () => {
  it('sends JSON with the session cookie under the API prefix and returns the body', async () => {
    let seen: { path: string; contentType: string | null; body: unknown } | undefined;
    server.use(
      http.post('*/api/payment/form', async ({ request }) => {
        seen = {
          path: new URL(request.url).pathname,
          contentType: request.headers.get('Content-Type'),
          body: await request.json(),
        };
        return HttpResponse.json(paymentForm);
      }),
    );
    // Node's fetch drops `credentials` from the Request msw sees, so look at what was asked of fetch.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(postPaymentForm()).resolves.toEqual(paymentForm);
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    expect(seen).toEqual({
      path: '/api/payment/form',
      contentType: 'application/json',
      body: { qrCodeUuid: paymentForm.qrCodeUuid },
    });
  });

  it('puts the configured prefixes in front: API, gateway and barrel', async () => {
    mergeRuntimeConfig({
      apiPrefix: 'https://backend.example.com/v1/',
      gatewayPrefix: 'https://pay.example.com/gw',
      barrelPrefix: 'https://cfg.example.com/b',
    });
    const hits: string[] = [];
    server.use(
      http.post('https://backend.example.com/v1/payment/form', () => {
        hits.push('api');
        return HttpResponse.json(paymentForm);
      }),
      http.get('https://pay.example.com/gw/finished-payment-info', ({ request }) => {
        hits.push(`gateway ${new URL(request.url).search}`);
        return HttpResponse.json({
          orderId: '1',
          status: 'SUCCESS',
          amount: 100,
          currency: 'KZT',
          orderParams: { qr_code_id: 'q' },
        });
      }),
      http.get('https://cfg.example.com/b/web', ({ request }) => {
        hits.push(`barrel ${new URL(request.url).search}`);
        return HttpResponse.text('/api', { headers: { 'Content-Type': 'text/plain' } });
      }),
    );
    await postPaymentForm();
    await httpClient('/finished-payment-info?orderId=1&language=ru', { method: 'GET' });
    await expect(httpClient('/barrel/web?key=apiprefix', { method: 'GET' })).resolves.toBe('/api');
    expect(hits).toEqual(['api', 'gateway ?orderId=1&language=ru', 'barrel ?key=apiprefix']);
  });

  it('turns a 4xx into an ApiError with the status and the server code', async () => {
    server.use(
      http.post('*/api/payment/form', () =>
        HttpResponse.json({ code: 'client.notActive.error', field: 'qrCodeUuid' }, { status: 400 }),
      ),
    );
    const error = await postPaymentForm().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'client.notActive.error',
      body: { code: 'client.notActive.error', field: 'qrCodeUuid' },
    });
  });

  it('keeps a code outside the catalogue as the server sent it (the catalogue shows its defaults)', async () => {
    server.use(
      http.post('*/api/payment/form', () => HttpResponse.json({ code: 'teapot' }, { status: 418 })),
    );
    await expect(postPaymentForm()).rejects.toMatchObject({ kind: 'http', code: 'teapot' });
  });

  it.each([
    ['no body', () => new HttpResponse(null, { status: 500 })],
    ['an HTML error page', () => HttpResponse.html('<h1>Bad gateway</h1>', { status: 502 })],
  ])('answers general.error for an error with %s', async (_, reply) => {
    server.use(http.post('*/api/payment/form', reply));
    await expect(postPaymentForm()).rejects.toMatchObject({ kind: 'http', code: 'general.error' });
  });

  it('turns a network failure into a network ApiError, apart from the server codes', async () => {
    server.use(http.post('*/api/payment/form', () => HttpResponse.error()));
    await expect(postPaymentForm()).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      code: NETWORK_ERROR_CODE,
    });
  });

  it('has no timeout but stops when its signal aborts, with the abort reason rather than an ApiError', async () => {
    server.use(
      http.post('*/api/payment/form', async () => {
        await delay('infinite');
        return HttpResponse.json(paymentForm);
      }),
    );
    const controller = new AbortController();
    const pending = postPaymentForm(controller.signal);
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('discards an answer that arrives after the request was cancelled', async () => {
    const controller = new AbortController();
    server.use(
      http.post('*/api/payment/form', () => {
        const body = new ReadableStream<Uint8Array>({
          start(stream) {
            // The headers are out; the body lands only after the caller has cancelled.
            controller.abort();
            stream.enqueue(new TextEncoder().encode(JSON.stringify(paymentForm)));
            stream.close();
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    await expect(postPaymentForm(controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('waits for the runtime configuration, so an early call already uses the barrel prefix', async () => {
    const hits: string[] = [];
    server.use(
      http.post('*/payment/form', ({ request }) => {
        hits.push(new URL(request.url).pathname);
        return HttpResponse.json(paymentForm);
      }),
    );
    let answerBarrel = () => {};
    const barrel = new Promise<void>((resolve) => {
      answerBarrel = () => {
        mergeRuntimeConfig({ apiPrefix: '/proxy/api' });
        resolve();
      };
    });
    void waitForConfig(barrel);
    const call = postPaymentForm();
    await delay(20);
    expect(hits).toEqual([]);
    answerBarrel();
    await expect(call).resolves.toEqual(paymentForm);
    expect(hits).toEqual(['/proxy/api/payment/form']);
  });

  it('returns files as a Blob and an empty success as undefined', async () => {
    server.use(
      http.get('*/api/profile/photo/download/:uuid', () =>
        HttpResponse.arrayBuffer(new Uint8Array([137, 80, 78, 71]).buffer, {
          headers: { 'Content-Type': 'image/png' },
        }),
      ),
      http.get('*/api/logout', () => new HttpResponse(null, { status: 200 })),
    );
    const photo = await httpClient<Blob>(
      '/profile/photo/download/9b1e6a52-4c7d-4e8f-a1b2-c3d4e5f6a7b8',
      { method: 'GET' },
    );
    expect(photo).toBeInstanceOf(Blob);
    expect(photo.size).toBe(4);
    await expect(httpClient('/logout', { method: 'GET' })).resolves.toBeUndefined();
  });

  describe('in development and tests', () => {
    it('rejects an answer that drifted from the contract', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      server.use(
        http.post('*/api/payment/form', () => HttpResponse.json({ ...paymentForm, firstName: 42 })),
      );
      const error = await postPaymentForm().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ContractViolationError);
      expect(error).toMatchObject({ operationId: 'getPaymentForm' });
      expect(console.error).toHaveBeenCalledWith(error);
    });

    it('rejects a call that is not in the contract', async () => {
      server.use(http.post('*/api/payment/forms', () => HttpResponse.json({})));
      await expect(httpClient('/payment/forms', { method: 'POST' })).rejects.toBeInstanceOf(
        ContractViolationError,
      );
    });
  });
});
