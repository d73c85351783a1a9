import { useAddPaymentComment } from '@/api/generated/payment/payment';
import { getGetFinishedPaymentInfoQueryKey } from '@/api/generated/gateway/gateway';
import { useQueryClient } from '@tanstack/react-query';

/** payment/comment after a paid tip; the finish page's result is read again so it knows feedback was given. */
export function useLeaveFeedback() {
  const queryClient = useQueryClient();
  return useAddPaymentComment({
    mutation: {
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: getGetFinishedPaymentInfoQueryKey() }),
    },
  });
}
