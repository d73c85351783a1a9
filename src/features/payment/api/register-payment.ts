import { useState } from 'react';
import { registerPayment } from '@/api/generated/payment/payment';
import type { RegisterPaymentRequest, RegisterPaymentResponse } from '@/api/generated/model';
import { useOneAtATime } from '@/lib/one-at-a-time';

interface Attempt {
  pending: boolean;
  error: unknown;
  /** Changes with every attempt, so the same error shown twice is announced twice. */
  submittedAt: number;
}

/**
 * payment/register once at a time (useOneAtATime): two registers would be two orders. Once an
 * order exists the guard stays closed: the page is leaving for the gateway.
 *
 * The generated call with its state kept here rather than TanStack's useMutation: the one
 * write of the public pages needs none of the mutation cache, and its observer is 0.8 KB gzip
 * of the tip page's budget.
 */
export function useRegisterTipMutation() {
  const [attempt, setAttempt] = useState<Attempt>({ pending: false, error: null, submittedAt: 0 });

  const registerOnce = useOneAtATime(
    async (request: RegisterPaymentRequest): Promise<RegisterPaymentResponse> => {
      const submittedAt = Date.now();
      setAttempt({ pending: true, error: null, submittedAt });
      try {
        const response = await registerPayment(request);
        setAttempt({ pending: false, error: null, submittedAt });
        return response;
      } catch (error) {
        setAttempt({ pending: false, error, submittedAt });
        throw error;
      }
    },
    { closeOnSuccess: true },
  );
  const register = async (request: RegisterPaymentRequest) =>
    (await registerOnce(request))?.data ?? null;

  return {
    register,
    isPending: attempt.pending,
    error: attempt.error,
    submittedAt: attempt.submittedAt,
  };
}
