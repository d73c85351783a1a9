import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetry } from './query-client';

describe('createQueryClient', () => {
  it('retries network failures and 5xx at most twice', () => {
    expect(shouldRetry(0, ApiError.network(new TypeError('Failed to fetch')))).toBe(true);
    expect(shouldRetry(1, ApiError.fromResponse(503, { code: 'general.error' }))).toBe(true);
    expect(shouldRetry(2, ApiError.network(new TypeError('Failed to fetch')))).toBe(false);
  });

  it('never retries a 4xx or an error that is not an ApiError', () => {
    expect(shouldRetry(0, ApiError.fromResponse(401, { code: 'no.session.error' }))).toBe(false);
    expect(shouldRetry(0, ApiError.fromResponse(400, { code: 'invalid.attempt.error' }))).toBe(
      false,
    );
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });

  it('uses these rules for queries and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
