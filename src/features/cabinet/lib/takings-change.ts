/** How a period's takings compare with the period before. */
export type TakingsChange =
  | { kind: 'up' | 'down'; ratio: number }
  | { kind: 'same' }
  | { kind: 'fromNothing' }
  | { kind: 'nothing' };

/**
 * The change of `amount` against `previous` (minor units) as a ratio for a percent format:
 * 0.25 for a quarter more. Nothing before and now something is `fromNothing` (no percent of
 * zero); nothing either time is `nothing`.
 */
export function takingsChange(amount: number, previous: number): TakingsChange {
  if (previous === 0) return amount === 0 ? { kind: 'nothing' } : { kind: 'fromNothing' };
  if (amount === previous) return { kind: 'same' };
  const ratio = Math.abs(amount - previous) / previous;
  return { kind: amount > previous ? 'up' : 'down', ratio };
}
