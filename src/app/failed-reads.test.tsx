import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { forceServerError } from '@mocks/scenarios/scenarios';
import { createQueryClient } from '@/api/query-client';
import { recordApiCalls, renderApp, setupAppTests } from '@test/app';

setupAppTests();

/* The screens an outside probe answered a 503 on: they showed skeletons for 8-16 s. */
describe.each([
  { screen: 'the notifications', url: '/cabinet/notifications', call: 'notification/list' },
  { screen: 'the received invites', url: '/cabinet/invites', call: 'invite/list/received' },
  { screen: 'a QR code', url: `/cabinet/qr-codes/${DEMO.annaQrCode}`, call: 'qrcode/get' },
  { screen: 'an organisation', url: `/orders/${DEMO.pushkinLlp}`, call: 'organization/details' },
])('a read of $screen the server keeps refusing (503)', ({ url, call }) => {
  it('is asked once more, then said once with a useful line and Try again', async () => {
    forceServerError(call, 503);
    const calls = recordApiCalls();
    // The app's own query client: its retry policy is what is under test.
    await renderApp({ url, user: DEMO.anna, queryClient: createQueryClient() });
    const alert = await screen.findByRole('alert');
    expect(calls.count(call)).toBe(2);
    expect(within(alert).getByRole('heading')).toHaveTextContent('Something went wrong...');
    expect(alert).toHaveTextContent(
      /^Something went wrong\.\.\.The data could not be loaded\.Try again$/,
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
