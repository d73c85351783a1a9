import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { server } from '@mocks/node';
import { setupMockBackend } from '@mocks/test-utils';
import type { FinishedPaymentInfo, PaymentStatus } from '@/api/generated/model';
import { PENDING_POLL_DELAYS_MS } from '../api/finished-payment';
import { renderPayment } from '../testing/render-payment';

setupMockBackend();

/** finished-payment-info answering `statuses` in turn (the last one from then on), counted. */
function gatewayAnswers(...statuses: PaymentStatus[]) {
  const asked = { count: 0 };
  server.use(
    http.get('*/payment-gateway/finished-payment-info', () => {
      const status = statuses[Math.min(asked.count, statuses.length - 1)]!;
      asked.count += 1;
      return HttpResponse.json({
        orderId: 'o-1',
        status,
        amount: 500,
        currency: 'KZT',
        recipientName: 'Anna P.',
        orderParams: { qr_code_id: DEMO.annaQrCode },
        ratingGiven: true,
        commentGiven: true,
      } satisfies FinishedPaymentInfo);
    }),
  );
  return asked;
}

const title = () => screen.getByRole('heading', { level: 1 });
const FIRST_WAITS = PENDING_POLL_DELAYS_MS.slice(0, 3).reduce((sum, ms) => sum + ms, 0);
const ALL_WAITS = PENDING_POLL_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('a pending payment on the finish page', () => {
  it('is asked about again, further apart each time, until it is paid', async () => {
    const asked = gatewayAnswers('PENDING', 'PENDING', 'PENDING', 'SUCCESS');
    renderPayment('/finish.html?orderId=o-1');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Your payment is being processed',
    );
    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_DELAYS_MS[0]));
    await waitFor(() => expect(asked.count).toBe(2));
    // The second wait is longer than the first: nothing is asked after the first one again.
    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_DELAYS_MS[0]));
    expect(asked.count).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_WAITS));
    await waitFor(() => expect(title()).toHaveTextContent('Thank you! Your tip has been sent'));
    expect(screen.getByRole('heading', { level: 2, name: 'Receipt' })).toBeInTheDocument();
    // Settled: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(ALL_WAITS));
    expect(asked.count).toBe(4);
  });

  it('shows a payment declined while it was pending as failed, with the retry', async () => {
    gatewayAnswers('PENDING', 'FAILED');
    renderPayment('/finish.html?orderId=o-1');
    await screen.findByRole('heading', { level: 1, name: 'Your payment is being processed' });
    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_DELAYS_MS[0]));
    await waitFor(() => expect(title()).toHaveTextContent('The payment did not go through'));
    expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
  });

  it('stops asking after about a minute, says the recipient will be told, and asks once per press', async () => {
    const asked = gatewayAnswers('PENDING');
    renderPayment('/finish.html?orderId=o-1');
    await screen.findByRole('heading', { level: 1, name: 'Your payment is being processed' });
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ALL_WAITS));
    const checkAgain = await screen.findByRole('button', { name: 'Check again' });
    expect(screen.getByText(/the recipient will be notified/)).toBeInTheDocument();
    expect(asked.count).toBe(PENDING_POLL_DELAYS_MS.length + 1);
    await act(() => vi.advanceTimersByTimeAsync(ALL_WAITS));
    expect(asked.count).toBe(PENDING_POLL_DELAYS_MS.length + 1);

    // A double press: both land before the button can show it is busy. Counted as the
    // requests leave: a second press that cancelled the first ask and sent its own would
    // have put two on the line, even if the first never got its answer.
    const sent = { count: 0 };
    const onStart = ({ request }: { request: Request }) => {
      if (request.url.includes('/finished-payment-info')) sent.count += 1;
    };
    server.events.on('request:start', onStart);
    act(() => {
      fireEvent.click(checkAgain);
      fireEvent.click(checkAgain);
    });
    await waitFor(() => expect(checkAgain).toBeEnabled());
    server.events.removeListener('request:start', onStart);
    expect(sent.count).toBe(1);
    expect(asked.count).toBe(PENDING_POLL_DELAYS_MS.length + 2);
    expect(title()).toHaveTextContent('Your payment is being processed');
  });

  it('shows the payment once "Check again" finds it paid', async () => {
    gatewayAnswers('PENDING');
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderPayment('/finish.html?orderId=o-1');
    await screen.findByRole('heading', { level: 1, name: 'Your payment is being processed' });
    await act(() => vi.advanceTimersByTimeAsync(ALL_WAITS));
    const checkAgain = await screen.findByRole('button', { name: 'Check again' });
    gatewayAnswers('SUCCESS');
    await user.click(checkAgain);
    await waitFor(() => expect(title()).toHaveTextContent('Thank you! Your tip has been sent'));
  });
});
