import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getAddPaymentCommentMutationOptions } from '@/api/generated/payment/payment';
import { getGetFinishedPaymentInfoQueryKey } from '@/api/generated/gateway/gateway';

/**
 * payment/comment after a paid tip; the finish page's result is read again so it knows feedback
 * was given. The generated options with useMutation called here, not the generated hook: the
 * generated module ships in the entry chunk (the tip page's calls), and its hook would take
 * TanStack's mutation observer there with it; this way it loads with the finish page.
 */
export function useLeaveFeedbackMutation() {
  const queryClient = useQueryClient();
  return useMutation(
    getAddPaymentCommentMutationOptions({
      mutation: {
        onSuccess: () =>
          queryClient.invalidateQueries({ queryKey: getGetFinishedPaymentInfoQueryKey() }),
      },
    }),
  );
}
