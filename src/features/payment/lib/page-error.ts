import { isApiError } from '@/api/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/:userId` catches every one-segment path; only a uuid can be a QR code, so the rest is not found without asking. */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

export type PageProblem = 'not-found' | 'unavailable' | 'error';

/** Sorts a failed form read into what the page shows: not found, recipient unavailable, or a retryable error. */
export function classifyFormError(error: unknown): PageProblem {
  if (!isApiError(error)) return 'error';
  if (error.code === 'client.notActive.error') return 'unavailable';
  if (error.status === 404 || error.code === 'team.notFound.error') return 'not-found';
  return 'error';
}
