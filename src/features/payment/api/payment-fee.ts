import { useQuery } from '@tanstack/react-query';
import { getGetPaymentFeeQueryOptions } from '@/api/generated/payment/payment';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import type { TipTarget } from '../lib/tip-draft';
import { retryTransient } from './retry';
import { useDebounced } from '@/lib/use-debounced';

/** Typing 1, 5, 0 asks for the fee of 150 once, not of 1, 15 and 150. */
export const FEE_DEBOUNCE_MS = 300;

export interface FeeState {
  /**
   * none: no amount to ask about; loading: this amount's fee is on its way (retries included);
   * known: feeAmount is this amount's fee; failed: it could not be had, even after retries.
   */
  status: 'none' | 'loading' | 'known' | 'failed';
  /** Fee of the amount shown, in minor units: only when known, never a previous amount's. */
  feeAmount: number | null;
  /** Asks again after a failure. */
  retry: () => void;
}

/** payment/fee of an amount (minor units), asked only once `enabled`. */
export function paymentFeeQueryOptions(target: TipTarget, amount: number | null, enabled: boolean) {
  return getGetPaymentFeeQueryOptions(
    { ...target, amount: amount ?? 0 },
    {
      query: {
        enabled: enabled && amount !== null && amount > 0,
        retry: retryTransient,
        staleTime: 60_000,
      },
    },
  );
}

/**
 * payment/fee of the chosen amount (minor units, null when there is none). A server or network
 * failure is retried twice with back-off (TanStack's 1 s, 2 s) before the fee counts as failed;
 * spec section 4: a failed fee request clears the fee.
 */
export function usePaymentFee(target: TipTarget, amountMinor: number | null): FeeState {
  const amount = useDebounced(amountMinor, FEE_DEBOUNCE_MS);
  // The first fee is asked once the page has painted: it only fills in the fee line, and the
  // page's first paint should not wait for (or compete with) anything else.
  const painted = useAfterFirstPaint();
  const query = useQuery(paymentFeeQueryOptions(target, amount, painted));
  const retry = () => void query.refetch();
  if (amountMinor === null) return { status: 'none', feeAmount: null, retry };
  if (amount !== amountMinor || query.isPending || query.isFetching)
    return { status: 'loading', feeAmount: null, retry };
  if (query.isError) return { status: 'failed', feeAmount: null, retry };
  return { status: 'known', feeAmount: query.data.feeAmount, retry };
}
