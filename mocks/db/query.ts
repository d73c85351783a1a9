import type { NextPage } from '../../src/api/generated/model';

/** How rows are ordered: a field and a direction, or a comparison. */
export type Order<Row> =
  { by: (row: Row) => string | number; direction?: 'asc' | 'desc' } | ((a: Row, b: Row) => number);

function comparatorOf<Row>(order: Order<Row>): (a: Row, b: Row) => number {
  if (typeof order === 'function') return order;
  const sign = order.direction === 'desc' ? -1 : 1;
  return (a, b) => {
    const x = order.by(a);
    const y = order.by(b);
    return x < y ? -sign : x > y ? sign : 0;
  };
}

/** One page of `rows` (spec section 4: pages counted from 0, `count` rows each). */
export function pageOf<Row>(rows: readonly Row[], { page, count }: NextPage): Row[] {
  return rows.slice(page * count, (page + 1) * count);
}

/**
 * The list calls' one way to answer: filter, then sort, then page. Rows come from an index or a
 * query; @msw/data's own `take`/`skip` page before its `orderBy` sorts, which returns the wrong
 * page of a sorted list, so paging never goes through it. Rows already in order (an index kept
 * newest first) skip the sort.
 */
export function listPage<Row>(
  rows: readonly Row[],
  {
    where,
    order,
    nextPage,
  }: { where?: (row: Row) => boolean; order?: Order<Row>; nextPage: NextPage },
): Row[] {
  const kept = where ? rows.filter(where) : rows;
  const sorted = order ? [...kept].sort(comparatorOf(order)) : kept;
  return pageOf(sorted, nextPage);
}

/**
 * The rows of a list sorted newest first whose `date` (ISO) lies within [from, to): two binary
 * searches instead of a scan, for the date-filtered history of 100,000 operations.
 */
export function withinDates<Row extends { date: string }>(
  newestFirst: readonly Row[],
  from?: string,
  to?: string,
): readonly Row[] {
  // First index whose date is before `bound` (dates fall as the index grows).
  const firstBefore = (bound: string) => {
    let low = 0;
    let high = newestFirst.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (newestFirst[middle]!.date >= bound) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const start = to === undefined ? 0 : firstBefore(to);
  const end = from === undefined ? newestFirst.length : firstBefore(from);
  return start === 0 && end === newestFirst.length ? newestFirst : newestFirst.slice(start, end);
}
