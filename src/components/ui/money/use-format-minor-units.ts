import { useCallback } from 'react';
import { toMajorUnits, useFormatMoney } from '@/lib/money';

/**
 * useFormatMoney for amounts in minor units, as the API sends them (150050: "1 500,50 ₸"), for
 * the words around an amount (labels, messages) where the Money component cannot go. Kept out
 * of src/lib/money.ts, which the tip page's entry holds: cabinet helpers there would ship to it.
 */
export function useFormatMinorUnits(currency: string | undefined): (minor: number) => string {
  const formatMajor = useFormatMoney(currency);
  return useCallback((minor: number) => formatMajor(toMajorUnits(minor)), [formatMajor]);
}
