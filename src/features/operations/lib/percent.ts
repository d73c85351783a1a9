/**
 * The percent of the bill a tip paid as a percent shows (spec section 9: reconstructing a
 * percent tip rounds). The server reconstructs it from the amount and the bill, so it comes
 * back as 9.98 or 14.499999999999998: first the float noise goes (six decimals), then it is
 * rounded to a whole percent, halves up.
 */
export function roundedPercent(percentAmount: number): number {
  const settled = Math.round(percentAmount * 1e6) / 1e6;
  return Math.round(settled);
}
