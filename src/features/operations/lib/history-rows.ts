import type { Operation, OperationList } from '@/api/generated/model';
import { dayKeyOf } from '@/lib/day-groups';

/*
 * The history as the list draws it: pages of operations (newest first) turned into rows, a
 * heading for each of the reader's calendar days followed by that day's operations. A day's
 * sum is added up here from its operations (hidden amounts count as nothing), and it is final
 * once the day is loaded whole: an older day follows it, or the history has no more pages.
 * The last day on screen while pages remain is not complete yet (the screen asks its sum of
 * the server instead, src/features/operations/README.md).
 */

export interface DayRow {
  kind: 'day';
  /** The list's key for it (`day-yyyy-mm-dd`), made once with the row. */
  key: string;
  /** yyyy-mm-dd in the reader's calendar. */
  day: string;
  /** Minor units of the day's operations loaded so far (all of them when `complete`). */
  sum: number;
  count: number;
  complete: boolean;
}

export interface OperationRow {
  kind: 'operation';
  /** The list's key for it: the operation's uuid. */
  key: string;
  operation: Operation;
  day: string;
  /** Its place in the history (0 the newest), for aria-posinset. */
  position: number;
}

export type HistoryRow = DayRow | OperationRow;

/**
 * The day keys of one page, worked out once: pages never change once loaded, and keying every
 * operation again each time a page arrives would cost a long task at 10,000 rows.
 */
const pageDays = new WeakMap<OperationList, { timeZone: string | undefined; days: string[] }>();

function daysOf(page: OperationList, timeZone: string | undefined): string[] {
  const known = pageDays.get(page);
  if (known && known.timeZone === timeZone) return known.days;
  const days = page.list.map((operation) => dayKeyOf(operation.date, timeZone));
  pageDays.set(page, { timeZone, days });
  return days;
}

/** Minor units an operation adds to its day: nothing when its amount is hidden. */
export const shownAmountOf = (operation: Operation) =>
  operation.amountExists ? operation.amount : 0;

/** The rows last built, kept so that the same history with one page more only adds that page. */
interface Built {
  pages: readonly OperationList[];
  timeZone: string | undefined;
  hasMore: boolean;
  rows: HistoryRow[];
  /** Where the last day's row is (-1 without rows). */
  lastDay: number;
  operations: number;
}
let lastBuilt: Built | null = null;

/** Whether `pages` are the pages `built` was made of and more after them (the list scrolled). */
function continues(built: Built, pages: readonly OperationList[], timeZone: string | undefined) {
  return (
    built.hasMore &&
    built.timeZone === timeZone &&
    pages.length > built.pages.length &&
    built.pages.every((page, index) => pages[index] === page)
  );
}

/**
 * The rows of `pages`. Pages come one at a time as the list scrolls, and building every row
 * again for each would cost a long task at 10,000 rows: when the pages are the last ones built
 * on plus more, the rows built are reused and only the new pages added. Rows once returned are
 * never changed (the screen memoises on them): the last day, which a new page may continue, is
 * continued on a copy.
 */
export function historyRows(
  pages: readonly OperationList[],
  { hasMore, timeZone }: { hasMore: boolean; timeZone?: string },
): HistoryRow[] {
  const reused = lastBuilt && continues(lastBuilt, pages, timeZone) ? lastBuilt : null;
  const rows: HistoryRow[] = reused ? reused.rows.slice() : [];
  let lastDay = reused?.lastDay ?? -1;
  let current: DayRow | null = null;
  if (lastDay >= 0) {
    current = { ...(rows[lastDay] as DayRow) };
    rows[lastDay] = current;
  }
  let position = reused?.operations ?? 0;
  for (const page of pages.slice(reused?.pages.length ?? 0)) {
    const days = daysOf(page, timeZone);
    page.list.forEach((operation, index) => {
      const day = days[index]!;
      if (current?.day !== day) {
        if (current) current.complete = true;
        current = { kind: 'day', key: `day-${day}`, day, sum: 0, count: 0, complete: false };
        lastDay = rows.push(current) - 1;
      }
      current.sum += shownAmountOf(operation);
      current.count += 1;
      rows.push({ kind: 'operation', key: operation.uuid, operation, day, position });
      position += 1;
    });
  }
  if (current && !hasMore) current.complete = true;
  lastBuilt = { pages, timeZone, hasMore, rows, lastDay, operations: position };
  return rows;
}
