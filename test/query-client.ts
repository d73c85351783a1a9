import { QueryClient } from '@tanstack/react-query';

/**
 * Test-only: the query client of tests and stories. No retry by default, and where a query
 * retries on its own (the tip page's transient failures) it does so at once: a test waits for
 * the state a retry leads to, never for the product's back-off time.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryDelay: 0, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
