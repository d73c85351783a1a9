import type { NextPage } from './generated/model/nextPage';

/* Its own module: shared with the tip page, src/api/paged-list.ts would carry it into that page's entry. */

/** The largest page of the contract, for reading a whole list (CSV exports). */
export const EXPORT_PAGE_SIZE = 100;

/**
 * Every item of a page-based list, read page by page (100 at a time) until a page comes back
 * short, for a CSV export. `onProgress` hears how many are in after each page. An item that
 * arrives meanwhile moves the pages along: the one seen twice (same `idOf`) is kept once.
 * `signal` stops it: the page on its way is cancelled and the promise rejects.
 */
export async function readAllPages<Item>(
  fetchPage: (nextPage: NextPage, signal?: AbortSignal) => Promise<{ list: readonly Item[] }>,
  {
    idOf,
    signal,
    onProgress,
  }: { idOf: (item: Item) => string; signal?: AbortSignal; onProgress?: (count: number) => void },
): Promise<Item[]> {
  const seen = new Set<string>();
  const all: Item[] = [];
  for (let page = 0; ; page += 1) {
    const { list } = await fetchPage({ page, count: EXPORT_PAGE_SIZE }, signal);
    for (const item of list) {
      if (seen.has(idOf(item))) continue;
      seen.add(idOf(item));
      all.push(item);
    }
    onProgress?.(all.length);
    if (list.length < EXPORT_PAGE_SIZE) return all;
  }
}
