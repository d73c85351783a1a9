import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useRegisterTipMutation } from './register-payment';

let calls = 0;
const server = setupServer(
  http.post('*/api/payment/register', async () => {
    calls += 1;
    await delay(50);
    return HttpResponse.json({
      order: { orderId: 'o-1', formUrl: 'https://pay.bank.example/form' },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

it('sends one register for two submits in the same tick, before any re-render could disable the button', async () => {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useRegisterTipMutation(), { wrapper });
  const request = {
    qrCodeUuid: 'a0000000-0000-4000-8000-000000000001',
    amount: 500,
    payFee: true,
    language: 'en',
  } as const;
  const [first, second] = await Promise.all([
    result.current.register(request),
    result.current.register(request),
  ]);
  expect(first?.order.orderId).toBe('o-1');
  expect(second).toBeNull();
  await waitFor(() => expect(calls).toBe(1));
});
