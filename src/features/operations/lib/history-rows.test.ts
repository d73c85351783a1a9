import { describe, expect, it } from 'vitest';
import type { Operation, OperationList } from '@/api/generated/model';
import { historyRows, type DayRow } from './history-rows';

let next = 0;
function tip(date: string, amount: number, amountExists = true): Operation {
  next += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    date,
    amount,
    amountExists,
    qrCodeDeleted: false,
    memberDeleted: false,
  };
}
const page = (...list: Operation[]): OperationList => ({ list });
const days = (rows: ReturnType<typeof historyRows>) =>
  rows
    .filter((row): row is DayRow => row.kind === 'day')
    .map(({ day, sum, count, complete }) => [day, sum, count, complete]);

describe('the history’s rows', () => {
  const pages = [
    page(tip('2026-11-24T08:00:00Z', 500), tip('2026-11-23T22:00:00Z', 1000)),
    page(tip('2026-11-23T09:00:00Z', 2000), tip('2026-11-23T03:00:00Z', 300_000, false)),
  ];

  it('groups by the reader’s calendar day across midnight: Almaty is already on the 24th at 22:00 UTC', () => {
    expect(days(historyRows(pages, { hasMore: false, timeZone: 'Asia/Almaty' }))).toEqual([
      ['2026-11-24', 1500, 2, true],
      ['2026-11-23', 2000, 2, true],
    ]);
    expect(days(historyRows(pages, { hasMore: false, timeZone: 'UTC' }))).toEqual([
      ['2026-11-24', 500, 1, true],
      ['2026-11-23', 3000, 3, true],
    ]);
    expect(days(historyRows(pages, { hasMore: false, timeZone: 'America/New_York' }))).toEqual([
      ['2026-11-24', 500, 1, true],
      ['2026-11-23', 3000, 2, true],
      ['2026-11-22', 0, 1, true],
    ]);
  });

  it('a hidden amount counts as a tip of the day but adds nothing to its sum', () => {
    const rows = historyRows([pages[1]!], { hasMore: false, timeZone: 'UTC' });
    expect(days(rows)).toEqual([['2026-11-23', 2000, 2, true]]);
  });

  it('the last day is not complete while pages remain; a day spanning pages is summed whole', () => {
    const rows = historyRows(pages, { hasMore: true, timeZone: 'UTC' });
    expect(days(rows)).toEqual([
      ['2026-11-24', 500, 1, true],
      ['2026-11-23', 3000, 3, false],
    ]);
    expect(rows.map((row) => (row.kind === 'day' ? row.day : row.position))).toEqual([
      '2026-11-24',
      0,
      '2026-11-23',
      1,
      2,
      3,
    ]);
  });

  it('an empty history has no rows', () => {
    expect(historyRows([page()], { hasMore: false })).toEqual([]);
  });

  it('built page by page as the list scrolls, the rows are those built at once; rows already drawn are kept', () => {
    const scrolled = [
      page(tip('2026-11-24T08:00:00Z', 500), tip('2026-11-23T22:00:00Z', 1000)),
      page(tip('2026-11-23T09:00:00Z', 2000), tip('2026-11-23T03:00:00Z', 300)),
      page(tip('2026-11-22T09:00:00Z', 700), tip('2026-11-21T03:00:00Z', 100)),
    ];
    const first = historyRows(scrolled.slice(0, 1), { hasMore: true, timeZone: 'UTC' });
    const firstDays = days(first);
    const second = historyRows(scrolled.slice(0, 2), { hasMore: true, timeZone: 'UTC' });
    const third = historyRows(scrolled, { hasMore: false, timeZone: 'UTC' });
    // A fresh build (another time zone first, so nothing is reused) gives the same rows.
    historyRows(scrolled, { hasMore: false, timeZone: 'Asia/Almaty' });
    expect(third).toEqual(historyRows(scrolled, { hasMore: false, timeZone: 'UTC' }));
    expect(days(third)).toEqual([
      ['2026-11-24', 500, 1, true],
      ['2026-11-23', 3300, 3, true],
      ['2026-11-22', 700, 1, true],
      ['2026-11-21', 100, 1, true],
    ]);
    // What was drawn stays as it was drawn; the day the next page continued is a new row.
    expect(days(first)).toEqual(firstDays);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).toBe(first[1]);
    expect(second[2]).not.toBe(first[2]);
    expect(second[3]).toBe(first[3]);
  });

  it('gives each row its key in the list: the day for a heading, the uuid for an operation, kept as pages come in', () => {
    const [first, second] = pages;
    const rows = historyRows([first!], { hasMore: true, timeZone: 'UTC' });
    const more = historyRows([first!, second!], { hasMore: false, timeZone: 'UTC' });
    expect(more.map((row) => row.key)).toEqual([
      'day-2026-11-24',
      first!.list[0]!.uuid,
      'day-2026-11-23',
      first!.list[1]!.uuid,
      second!.list[0]!.uuid,
      second!.list[1]!.uuid,
    ]);
    expect(more.slice(0, rows.length).map((row) => row.key)).toEqual(rows.map((row) => row.key));
  });
});
