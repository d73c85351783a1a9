import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { messagesOf } from '@test/messages';
import { LoadMore } from './load-more';

/** jsdom has no IntersectionObserver: this one lets the test scroll the end into view. */
const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
class FakeObserver {
  constructor(private readonly report: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    observers.push(this.report);
  }
  disconnect() {
    observers.splice(observers.indexOf(this.report), 1);
  }
}
const scrollEndIntoView = () =>
  act(() => {
    for (const report of [...observers]) report([{ isIntersecting: true }]);
  });

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
});

function renderEnd(list: Partial<Parameters<typeof LoadMore>[0]['list']> = {}) {
  const fetchNextPage = vi.fn();
  render(
    <IntlProvider locale="en" messages={messagesOf('en')}>
      <LoadMore
        label="Show more"
        list={{
          hasNextPage: true,
          isFetchingNextPage: false,
          isFetchNextPageError: false,
          error: null,
          fetchNextPage,
          ...list,
        }}
      />
    </IntlProvider>,
  );
  return fetchNextPage;
}

describe('the end of a paged list', () => {
  it('asks for the next page as the end scrolls into view, and on the button', async () => {
    const fetchNextPage = renderEnd();
    scrollEndIntoView();
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(2);
  });

  it('does not ask again while a page is loading', () => {
    const fetchNextPage = renderEnd({ isFetchingNextPage: true });
    scrollEndIntoView();
    expect(fetchNextPage).not.toHaveBeenCalled();
  });

  it('after a failed page, says so, takes focus there and waits for the retry', async () => {
    const fetchNextPage = renderEnd({
      isFetchNextPageError: true,
      error: ApiError.fromResponse(503, { code: 'general.error' }),
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveFocus();
    scrollEndIntoView();
    expect(fetchNextPage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('shows nothing once the list is complete', () => {
    renderEnd({ hasNextPage: false });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks the server once for a page, however often the end reports itself while it loads', async () => {
    // The first page at once; the next one stays on its way.
    const askServer = vi.fn((page: number) =>
      page === 0 ? Promise.resolve([0]) : new Promise<number[]>(() => {}),
    );
    function PagedList() {
      const list = useInfiniteQuery({
        queryKey: ['load-more-test'],
        queryFn: ({ pageParam }) => askServer(pageParam),
        initialPageParam: 0,
        getNextPageParam: (_last, pages) => pages.length,
      });
      return list.data ? <LoadMore label="Show more" list={list} /> : null;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <IntlProvider locale="en" messages={messagesOf('en')}>
          <PagedList />
        </IntlProvider>
      </QueryClientProvider>,
    );
    await screen.findByRole('button', { name: 'Show more' });
    // Twice before the list re-renders as loading (React Query tells it in a later task).
    scrollEndIntoView();
    scrollEndIntoView();
    expect(askServer.mock.calls).toEqual([[0], [1]]);
  });
});
