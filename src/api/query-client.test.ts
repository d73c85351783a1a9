import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetry } from './query-client';

describe('createQueryClient', () => {
  it('retries network failures and 5xx at most once', () => {
    expect(shouldRetry(0, ApiError.network(new TypeError('Failed to fetch')))).toBe(true);
    expect(shouldRetry(0, ApiError.fromResponse(503, { code: 'general.error' }))).toBe(true);
    expect(shouldRetry(1, ApiError.fromResponse(503, { code: 'general.error' }))).toBe(false);
    expect(shouldRetry(1, ApiError.network(new TypeError('Failed to fetch')))).toBe(false);
  });

  it('never retries a 4xx or an error that is not an ApiError', () => {
    expect(shouldRetry(0, ApiError.fromResponse(401, { code: 'no.session.error' }))).toBe(false);
    expect(shouldRetry(0, ApiError.fromResponse(400, { code: 'invalid.attempt.error' }))).toBe(
      false,
    );
    expect(shouldRetry(0, ApiError.fromResponse(404, { code: 'general.error' }))).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });

  it('uses these rules for queries and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('a read the server keeps failing', () => {
  afterEach(() => vi.useRealTimers());

  /** A screen's query (an observer, as useQuery makes) whose every call answers `error`. */
  function failingRead(error: Error) {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(error));
    const observer = new QueryObserver(client, { queryKey: ['read'], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    return { queryFn, observer, unsubscribe };
  }

  it('is asked once more, quietly, and reported as failed within 2 seconds', async () => {
    const { queryFn, observer, unsubscribe } = failingRead(
      ApiError.fromResponse(503, { code: 'general.error' }),
    );
    await vi.advanceTimersByTimeAsync(0);
    // The first failure is not shown: the screen keeps its skeleton while the retry waits.
    expect(observer.getCurrentResult().isError).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(observer.getCurrentResult().isError).toBe(true);
    expect(queryFn).toHaveBeenCalledTimes(2);
    // And nothing more behind the screen's back: its Try again is the next call.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('reports a lost connection the same way', async () => {
    const { queryFn, observer, unsubscribe } = failingRead(
      ApiError.network(new TypeError('Failed to fetch')),
    );
    await vi.advanceTimersByTimeAsync(2_000);
    expect(observer.getCurrentResult().isError).toBe(true);
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('reports a refusal (not found) at once, without asking again', async () => {
    const { queryFn, observer, unsubscribe } = failingRead(
      ApiError.fromResponse(404, { code: 'general.error' }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().isError).toBe(true);
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
