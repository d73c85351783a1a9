import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const MAX_RETRIES = 2;

/**
 * Retry only what chance may fix: no answer at all, or a 5xx. A 4xx is the server's decision
 * (wrong code, no session...), and anything that is not an ApiError (a contract violation in
 * development, a bug) would fail the same way again.
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
