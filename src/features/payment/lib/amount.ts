import type { Limits } from '@/api/generated/model';
import { roundToMinorUnits } from '@/lib/money';

/** Spec sections 5 and 9: limits when the QR code sets none. */
export const DEFAULT_LIMITS: Limits = { minAmount: 1, maxAmount: 10 };
/** Spec section 9: tip choices when the QR code sets none. */
export const DEFAULT_PRESETS: readonly number[] = [1, 5, 10];

/**
 * What the payer is charged, in minor units: the tip, plus the fee when they cover it. Null
 * while they cover a fee that is not known (loading or failed): no total is shown or paid then.
 */
export function chargeOf(
  tipMinor: number,
  payFee: boolean,
  feeMinor: number | null,
): number | null {
  if (!payFee) return tipMinor;
  return feeMinor === null ? null : tipMinor + feeMinor;
}

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The QR code's limits, or the defaults when they are missing or contradict each other. */
export function resolveLimits(limits: Partial<Limits> | undefined): Limits {
  const minAmount = isAmount(limits?.minAmount) ? limits.minAmount : DEFAULT_LIMITS.minAmount;
  const maxAmount = isAmount(limits?.maxAmount) ? limits.maxAmount : DEFAULT_LIMITS.maxAmount;
  return minAmount <= maxAmount ? { minAmount, maxAmount } : DEFAULT_LIMITS;
}

export interface AmountChoices {
  /** The tip buttons, ascending. */
  presets: number[];
  /** The button chosen when the page opens (nothing pre-filled), or null. */
  preselected: number | null;
}

/**
 * Tip buttons and the preselected one. The contract gives `amounts` (the QR code's choices) and
 * `defaultAmounts` (its preselected choice); the issue names defaultAmounts as the choices. Both
 * are honoured: the buttons are `amounts`, else `defaultAmounts`, else 1, 5, 10; the first
 * defaultAmount among them starts selected. Choices outside the limits could never be paid and
 * are left out.
 */
export function resolveAmountChoices(
  amounts: readonly number[] | undefined,
  defaultAmounts: readonly number[] | undefined,
  limits: Limits,
): AmountChoices {
  // Rounded to whole minor units like every amount the form takes in (roundToMinorUnits).
  const choices = (list: readonly number[] | undefined) => [
    ...new Set((list ?? []).filter(isAmount).map(roundToMinorUnits)),
  ];
  const inLimits = (list: readonly number[] | undefined) =>
    choices(list)
      .filter((amount) => amount > 0 && amount >= limits.minAmount && amount <= limits.maxAmount)
      .sort((a, b) => a - b);
  const presets = [inLimits(amounts), inLimits(defaultAmounts), inLimits(DEFAULT_PRESETS)].find(
    (list) => list.length > 0,
  ) ?? [limits.minAmount];
  const preselected = choices(defaultAmounts).find((amount) => presets.includes(amount)) ?? null;
  return { presets, preselected };
}

export function isWithinLimits(amount: number | null, limits: Limits): amount is number {
  return amount !== null && amount > 0 && amount >= limits.minAmount && amount <= limits.maxAmount;
}
