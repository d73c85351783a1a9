import { isApiError } from '@/api/api-error';

export type PageProblem = 'not-found' | 'unavailable' | 'error';

/** Sorts a failed form read into what the page shows: not found, recipient unavailable, or a retryable error. */
export function classifyFormError(error: unknown): PageProblem {
  if (!isApiError(error)) return 'error';
  if (error.code === 'client.notActive.error') return 'unavailable';
  if (error.status === 404 || error.code === 'team.notFound.error') return 'not-found';
  return 'error';
}
