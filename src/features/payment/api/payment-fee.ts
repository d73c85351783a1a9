import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGetPaymentFee } from '@/api/generated/payment/payment';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import type { TipTarget } from '../model/tip-draft';

/** Typing 1, 5, 0 asks for the fee of 150 once, not of 1, 15 and 150. */
export const FEE_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export interface FeeState {
  /** Fee in minor units; null when unknown (no amount yet, or the request failed). */
  feeAmount: number | null;
  /** A newer amount's fee is on its way (the last one is still shown). */
  updating: boolean;
}

/**
 * payment/fee of the chosen amount (minor units, null when there is none).
 * Spec section 4: a failed fee request clears the fee shown; the previous amount's fee stays
 * only while the next one loads.
 */
export function usePaymentFee(target: TipTarget, amountMinor: number | null): FeeState {
  const amount = useDebounced(amountMinor, FEE_DEBOUNCE_MS);
  // The first fee is asked once the page has painted: it only fills in the fee line, and the
  // page's first paint should not wait for (or compete with) anything else.
  const painted = useAfterFirstPaint();
  const query = useGetPaymentFee(
    { ...target, amount: amount ?? 0 },
    {
      query: {
        enabled: painted && amount !== null && amount > 0,
        retry: false,
        staleTime: 60_000,
        placeholderData: keepPreviousData,
      },
    },
  );
  if (amountMinor === null || query.isError) return { feeAmount: null, updating: false };
  const settled = amount === amountMinor && !query.isPlaceholderData;
  return {
    feeAmount: query.data?.feeAmount ?? null,
    updating: !painted || !settled || query.isFetching,
  };
}
