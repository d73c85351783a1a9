import { isApiError } from '@/api/api-error';

/**
 * Reads are retried on network and server failures only: a 4xx answer (unknown QR code,
 * inactive recipient, bad input) will not change by asking again.
 */
export function retryTransient(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
