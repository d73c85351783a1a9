import { useRef, useState } from 'react';

/**
 * The tip form's amount against the limits (README, "Clamped amounts"). The field clamps on
 * commit and says so; the press that caused a clamp (Enter in the field, or the press on Pay
 * that blurred it) does not pay, the visitor sees the new figure first: the form counts its
 * presses (keys and pointer) and a clamp remembers its press. Paying without an amount within
 * the limits asks for one. Either way focus goes to the field.
 *
 * A tuple, like useState's (the tip page's budget: no object of names to ship): the field's
 * wrapper (its `ref`), whether an amount was asked for, the amount a clamp changed it to, then
 * what the form calls on every press, on a clamp, when the amount changes, and before paying
 * (with the tip in minor units, null when the amount is missing or outside the limits).
 */
export function useTipAmount() {
  const [amountError, setAmountError] = useState(false);
  const [clampedTo, setClampedTo] = useState<number | null>(null);
  const amountBox = useRef<HTMLDivElement>(null);
  const presses = useRef(0);
  const clampedByPress = useRef(-1);

  return [
    amountBox,
    amountError,
    clampedTo,
    () => void (presses.current += 1),
    (_typed: number, kept: number) => {
      clampedByPress.current = presses.current;
      setClampedTo(kept);
    },
    () => {
      setAmountError(false);
      setClampedTo(null);
    },
    (tipMinor: number | null): tipMinor is number => {
      const clamped = clampedByPress.current === presses.current;
      if (!clamped && tipMinor !== null) return true;
      if (!clamped) setAmountError(true);
      amountBox.current?.querySelector('input')?.focus();
      return false;
    },
  ] as const;
}
