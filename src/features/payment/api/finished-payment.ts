import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getGetFinishedPaymentInfoQueryOptions } from '@/api/generated/gateway/gateway';
import type { FinishedPaymentInfo, Language } from '@/api/generated/model';
import { retryTransient } from './retry';

/** A pending payment is asked about again every 2 s, at most 5 more times, then the page says so. */
export const PENDING_POLL_MS = 2000;
export const PENDING_MAX_POLLS = 5;

/** finished-payment-info of the gateway, polled while the payment is still pending. */
export function finishedPaymentQueryOptions(orderId: string, language: Language) {
  return getGetFinishedPaymentInfoQueryOptions(
    { orderId, language },
    {
      query: {
        retry: retryTransient,
        refetchInterval: (current) => {
          const data: FinishedPaymentInfo | undefined = current.state.data;
          return data?.status === 'PENDING' && current.state.dataUpdateCount <= PENDING_MAX_POLLS
            ? PENDING_POLL_MS
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
  // The first answer plus PENDING_MAX_POLLS polls, all still pending: stop and let the visitor ask.
  const answers = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  const gaveUpPolling = query.data?.status === 'PENDING' && answers > PENDING_MAX_POLLS;
  return { query, gaveUpPolling };
}
