import { useRef, useState } from 'react';
import type { Limits } from '@/api/generated/model';
import { isWithinLimits } from '../model/amount';

/**
 * The tip's amount against its limits: the error a refused submit shows, the figure a commit
 * was clamped to, and the press that caused the clamp. The form counts the visitor's presses
 * (keys, pointer); a clamp remembers its press (Enter in the field, or the press on Pay that
 * blurred it), and that same press must not pay: the visitor sees the new figure first.
 */
export function useTipLimits(amount: number | null, limits: Limits) {
  const [amountError, setAmountError] = useState(false);
  const [clampedTo, setClampedTo] = useState<number | null>(null);
  const presses = useRef(0);
  const clampedByPress = useRef(-1);

  return {
    amountValid: isWithinLimits(amount, limits),
    amountError,
    clampedTo,
    countPress: () => void (presses.current += 1),
    /** The field changed the typed figure to `kept`, the nearest limit. */
    clamped: (kept: number) => {
      clampedByPress.current = presses.current;
      setClampedTo(kept);
    },
    /** A new amount: what was said about the last one no longer holds. */
    amountChanged: () => {
      setAmountError(false);
      setClampedTo(null);
    },
    refuseAmount: () => setAmountError(true),
    /** Whether this press already changed the figure (so it must not pay). */
    pressClamped: () => clampedByPress.current === presses.current,
  };
}

export type TipLimits = ReturnType<typeof useTipLimits>;
