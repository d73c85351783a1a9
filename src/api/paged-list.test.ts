import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { pagedListOptions } from './paged-list';

/** A list of `total` numbered items served `count` at a time, page by page. */
function pagedSource(total: number) {
  let items = Array.from({ length: total }, (_, index) => index);
  const fetchPage = vi.fn(({ page, count }: { page: number; count: number }) =>
    Promise.resolve({ list: items.slice(page * count, (page + 1) * count) }),
  );
  return { fetchPage, replace: (next: number[]) => void (items = next) };
}

interface Source {
  fetchPage: (
    next: { page: number; count: number },
    signal: AbortSignal,
  ) => Promise<{ list: number[] }>;
}

function observe(source: Source, pageSize = 3) {
  const client = new QueryClient();
  const options = pagedListOptions({
    queryKey: ['numbers'],
    pageSize,
    fetchPage: source.fetchPage,
    itemsOf: (page: { list: number[] }) => page.list,
  });
  const observer = new InfiniteQueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => {});
  const items = () => observer.getCurrentResult().data?.pages.flatMap((page) => page.list);
  return { client, observer, unsubscribe, items };
}

describe('page-based lists (spec section 4)', () => {
  it('starts at page 0 and appends each next page', async () => {
    const source = pagedSource(7);
    const { observer, items } = observe(source);
    await vi.waitFor(() => expect(items()).toEqual([0, 1, 2]));
    expect(source.fetchPage).toHaveBeenLastCalledWith({ page: 0, count: 3 }, expect.anything());
    await observer.fetchNextPage();
    expect(items()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(source.fetchPage).toHaveBeenLastCalledWith({ page: 1, count: 3 }, expect.anything());
  });

  it('has more pages only while a page comes back full', async () => {
    const source = pagedSource(5);
    const { observer, items } = observe(source);
    await vi.waitFor(() => expect(observer.getCurrentResult().hasNextPage).toBe(true));
    await observer.fetchNextPage();
    expect(items()).toEqual([0, 1, 2, 3, 4]);
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
  });

  it('a list that fills its last page exactly asks once more and stops at the empty page', async () => {
    const source = pagedSource(6);
    const { observer, items } = observe(source);
    await vi.waitFor(() => expect(items()).toHaveLength(3));
    await observer.fetchNextPage();
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    expect(items()).toHaveLength(6);
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
  });

  it('an initial load replaces the list instead of appending', async () => {
    const source = pagedSource(7);
    const { client, observer, items } = observe(source);
    await vi.waitFor(() => expect(items()).toHaveLength(3));
    await observer.fetchNextPage();
    source.replace([10, 11]);
    await client.resetQueries({ queryKey: ['numbers'] });
    await vi.waitFor(() => expect(items()).toEqual([10, 11]));
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
  });

  it('a page whose query was cancelled never lands in the list', async () => {
    let answer: (value: { list: number[] }) => void = () => {};
    const fetchPage = vi.fn(
      (_next: { page: number; count: number }, signal: AbortSignal) =>
        new Promise<{ list: number[] }>((resolve, reject) => {
          answer = resolve;
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { client, items } = observe({ fetchPage });
    await vi.waitFor(() => expect(fetchPage).toHaveBeenCalledOnce());
    await client.cancelQueries({ queryKey: ['numbers'] });
    answer({ list: [1, 2, 3] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(items()).toBeUndefined();
  });
});
