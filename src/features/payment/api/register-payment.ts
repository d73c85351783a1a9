import { useRef } from 'react';
import { useRegisterPayment } from '@/api/generated/payment/payment';
import type { RegisterPaymentRequest, RegisterPaymentResponse } from '@/api/generated/model';

/**
 * payment/register with a synchronous guard: the button is disabled while pending, but a second
 * click (or Enter) can land before React re-renders, and two registers would be two orders.
 * Once an order exists the guard stays closed: the page is leaving for the gateway.
 */
export function useRegisterTip() {
  const mutation = useRegisterPayment();
  const inFlight = useRef(false);

  async function register(
    request: RegisterPaymentRequest,
  ): Promise<RegisterPaymentResponse | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      return await mutation.mutateAsync({ data: request });
    } catch (error) {
      inFlight.current = false;
      throw error;
    }
  }

  return {
    register,
    isPending: mutation.isPending,
    error: mutation.error,
    /** Changes with every attempt, so the same error shown twice is announced twice. */
    submittedAt: mutation.submittedAt,
  };
}
