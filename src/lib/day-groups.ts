import type { IntlShape } from 'react-intl';

/*
 * Lists grouped by calendar day (notifications, the operations history): the day a moment
 * falls on in the reader's time zone, and the day's heading ("Today", "Yesterday", then the
 * date in the reader's language, spec section 9). "Today" and "Yesterday" come from
 * Intl.RelativeTimeFormat, so every language has them without translation files.
 */

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs about 0.15 ms, using one
 * a few microseconds, and long lists key every item.
 */
const dayFormatters = new Map<string | undefined, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day (yyyy-mm-dd) `moment` falls on in `timeZone` (default: the reader's). */
export function dayKeyOf(moment: string | number | Date, timeZone?: string): string {
  const parts = dayFormatter(timeZone).formatToParts(new Date(moment));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export interface DayGroup<Item> {
  /** yyyy-mm-dd */
  day: string;
  items: Item[];
}

/** Consecutive items of the same day together, in the list's own order (newest first). */
export function groupByDay<Item>(
  items: readonly Item[],
  momentOf: (item: Item) => string,
  timeZone?: string,
): DayGroup<Item>[] {
  const groups: DayGroup<Item>[] = [];
  for (const item of items) {
    const day = dayKeyOf(momentOf(item), timeZone);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** Whole days from `day` to `today` (both yyyy-mm-dd): 0 today, 1 yesterday. */
function daysBetween(day: string, today: string): number {
  return Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000,
  );
}

/**
 * The heading of a day: "Today", "Yesterday" (in the reader's language, capitalised), then
 * the date, with the year when it is not this year's. "Now" is read through Date.now, the
 * clock stories stop (test/story-clock.ts).
 */
export function dayHeading(
  intl: IntlShape,
  day: string,
  now: Date = new Date(Date.now()),
  timeZone?: string,
): string {
  const today = dayKeyOf(now, timeZone);
  const ago = daysBetween(day, today);
  if (ago === 0 || ago === 1) {
    const word = intl.formatRelativeTime(-ago, 'day', { numeric: 'auto' });
    return word.charAt(0).toLocaleUpperCase(intl.locale) + word.slice(1);
  }
  return intl.formatDate(`${day}T12:00:00Z`, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
  });
}
