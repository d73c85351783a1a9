/** Field ranges of the date mask day.month.year (spec section 2). */
export const DATE_LIMITS = {
  day: { from: 1, to: 31 },
  month: { from: 1, to: 12 },
  year: { from: 1900, to: 9999 },
} as const;

export type DateError = 'INCOMPLETE' | 'DAY_RANGE' | 'MONTH_RANGE' | 'YEAR_RANGE' | 'NO_SUCH_DATE';
/** A valid date as ISO `YYYY-MM-DD`, or the first rule it breaks. */
export type DateResult = { ok: true; iso: string } | { ok: false; error: DateError };

const DATE_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4})$/;

const within = (value: number, { from, to }: { from: number; to: number }) =>
  value >= from && value <= to;

/** Reads "dd.mm.yyyy": each part within its range, and the day must exist in that month. */
export function parseDate(text: string): DateResult {
  const match = DATE_PATTERN.exec(text.trim());
  if (!match) return { ok: false, error: 'INCOMPLETE' };
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  if (!within(day, DATE_LIMITS.day)) return { ok: false, error: 'DAY_RANGE' };
  if (!within(month, DATE_LIMITS.month)) return { ok: false, error: 'MONTH_RANGE' };
  if (!within(year, DATE_LIMITS.year)) return { ok: false, error: 'YEAR_RANGE' };
  // Day 0 of the next month is the last day of this one (UTC avoids DST shifts).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return { ok: false, error: 'NO_SUCH_DATE' };
  const pad = (value: number, size: number) => String(value).padStart(size, '0');
  return { ok: true, iso: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` };
}
