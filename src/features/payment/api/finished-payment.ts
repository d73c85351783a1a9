import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getGetFinishedPaymentInfoQueryOptions } from '@/api/generated/gateway/gateway';
import type { FinishedPaymentInfo, Language } from '@/api/generated/model';
import { retryTransient } from './retry';

/**
 * The waits before each new ask about a pending payment: quick at first (most settle in
 * seconds), then further apart, about a minute in all; then the page stops and says so.
 */
export const PENDING_POLL_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 15_000, 15_000] as const;

/** The wait before the next ask after `answers` pending answers, or false: stop asking. */
export function nextPendingPoll(answers: number): number | false {
  return PENDING_POLL_DELAYS_MS[answers - 1] ?? false;
}

/** finished-payment-info of the gateway (the payment's status), polled while it is pending. */
export function finishedPaymentQueryOptions(orderId: string, language: Language) {
  return getGetFinishedPaymentInfoQueryOptions(
    { orderId, language },
    {
      query: {
        retry: retryTransient,
        refetchInterval: (current) => {
          const data: FinishedPaymentInfo | undefined = current.state.data;
          return data?.status === 'PENDING'
            ? nextPendingPoll(current.state.dataUpdateCount)
            : false;
        },
      },
    },
  );
}

export function useFinishedPayment(orderId: string, language: Language) {
  const queryClient = useQueryClient();
  const options = finishedPaymentQueryOptions(orderId, language);
  const query = useQuery(options);
  // Every wait has passed and the payment is still pending: stop and let the visitor ask.
  const answers = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  const gaveUpPolling = query.data?.status === 'PENDING' && nextPendingPoll(answers) === false;
  // A press while an ask is on its way waits for that answer: never a second request.
  const checkAgain = () => void query.refetch({ cancelRefetch: false });
  return { query, gaveUpPolling, checkAgain };
}
