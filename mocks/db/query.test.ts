import { Collection } from '@msw/data';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listPage, pageOf, withinDates } from './query';

const rows = [
  { name: 'c', date: '2026-01-03T10:00:00.000Z' },
  { name: 'a', date: '2026-01-01T10:00:00.000Z' },
  { name: 'e', date: '2026-01-05T10:00:00.000Z' },
  { name: 'b', date: '2026-01-02T10:00:00.000Z' },
  { name: 'd', date: '2026-01-04T10:00:00.000Z' },
];

describe('list paging (filter, then sort, then page)', () => {
  it('sorts the whole list before it takes a page', () => {
    const order = { by: (row: { name: string }) => row.name };
    expect(listPage(rows, { order, nextPage: { page: 0, count: 2 } }).map((r) => r.name)).toEqual([
      'a',
      'b',
    ]);
    expect(listPage(rows, { order, nextPage: { page: 2, count: 2 } }).map((r) => r.name)).toEqual([
      'e',
    ]);
  });

  it('filters before it pages, and sorts descending', () => {
    const page = listPage(rows, {
      where: (row) => row.name !== 'e',
      order: { by: (row) => row.date, direction: 'desc' },
      nextPage: { page: 0, count: 2 },
    });
    expect(page.map((row) => row.name)).toEqual(['d', 'c']);
  });

  it('answers an empty page past the end', () => {
    expect(pageOf(rows, { page: 3, count: 2 })).toEqual([]);
  });

  it("does what @msw/data's own take/skip would get wrong: they page before they sort", async () => {
    const collection = new Collection({ schema: z.object({ name: z.string(), date: z.string() }) });
    for (const row of rows) await collection.create(row);
    const libraryPage = collection
      .findMany(undefined, { take: 2, orderBy: { name: 'asc' } })
      .map((row) => row.name);
    // The library's first page is the first two rows created, sorted: not the first two names.
    expect(libraryPage).toEqual(['a', 'c']);
    const ours = listPage(collection.all(), {
      order: { by: (row) => row.name },
      nextPage: { page: 0, count: 2 },
    });
    expect(ours.map((row) => row.name)).toEqual(['a', 'b']);
  });
});

describe('date windows over a newest-first list', () => {
  const newest = [...rows].sort((a, b) => b.date.localeCompare(a.date));

  it('keeps the rows from `from` (included) to `to` (excluded)', () => {
    expect(
      withinDates(newest, '2026-01-02T00:00:00.000Z', '2026-01-04T00:00:00.000Z').map(
        (row) => row.name,
      ),
    ).toEqual(['c', 'b']);
  });

  it('leaves either end open', () => {
    expect(withinDates(newest, '2026-01-04T00:00:00.000Z').map((row) => row.name)).toEqual([
      'e',
      'd',
    ]);
    expect(withinDates(newest, undefined, '2026-01-02T00:00:00.000Z').map((r) => r.name)).toEqual([
      'a',
    ]);
    expect(withinDates(newest)).toBe(newest);
  });
});
