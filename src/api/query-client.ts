import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/**
 * A failed read is asked again once, quietly, this long after it failed; if that fails too the
 * screen says so (with its own Try again) instead of showing a skeleton for seconds of back-off.
 */
export const QUIET_RETRY_DELAY_MS = 500;
const MAX_RETRIES = 1;

/**
 * Retry only what chance may fix: no answer at all, or a 5xx. A 4xx is the server's decision
 * (wrong code, no session, not found...), and anything that is not an ApiError (a contract
 * violation in development, a bug) would fail the same way again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isApiError(error)) return false;
  return error.kind === 'network' || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: QUIET_RETRY_DELAY_MS,
        // Payment and cabinet screens keep what they loaded while a visitor switches tabs.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      // Writes are never repeated behind the user's back: a payment must not be sent twice.
      mutations: { retry: false },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The screen shows this write's failure itself (next to the form or the button). Other
       * failed writes without an onError of their own are toasted with the catalogue message
       * on signed-in screens (src/app/private/unhandled-write-errors.ts).
       */
      errorShownInline?: boolean;
    };
  }
}
