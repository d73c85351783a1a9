import { describe, expect, it } from 'vitest';
import { readAllPages } from './read-all-pages';

/** Items 0..total-1, served a page at a time; `arriving` puts a new item first before page 1. */
function source(total: number, { arriving = false } = {}) {
  let items = Array.from({ length: total }, (_, index) => ({ id: String(index) }));
  const pages: number[] = [];
  const fetchPage = ({ page, count }: { page: number; count: number }) => {
    if (arriving && page === 1) items = [{ id: 'new' }, ...items];
    pages.push(page);
    return Promise.resolve({ list: items.slice(page * count, (page + 1) * count) });
  };
  return { fetchPage, pages };
}

describe('readAllPages', () => {
  it('reads every page, 100 at a time, until a short one, telling how many are in', async () => {
    const { fetchPage, pages } = source(250);
    const progress: number[] = [];
    const all = await readAllPages(fetchPage, {
      idOf: (item) => item.id,
      onProgress: (n) => progress.push(n),
    });
    expect(all).toHaveLength(250);
    expect(pages).toEqual([0, 1, 2]);
    expect(progress).toEqual([100, 200, 250]);
  });

  it('keeps an item once when one arriving meanwhile moves the pages along', async () => {
    const { fetchPage } = source(150, { arriving: true });
    const all = await readAllPages(fetchPage, { idOf: (item) => item.id });
    expect(all.map((item) => item.id).filter((id) => id === '99')).toHaveLength(1);
    expect(all).toHaveLength(150);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const { fetchPage, pages } = source(1000);
    const reading = readAllPages(
      (nextPage, signal) => {
        if (nextPage.page === 2) controller.abort();
        signal?.throwIfAborted();
        return fetchPage(nextPage);
      },
      { idOf: (item) => item.id, signal: controller.signal },
    );
    await expect(reading).rejects.toThrow();
    expect(pages).toEqual([0, 1]);
  });
});
