import { toFetchArgs } from '@/api/request';
import { fetchOrTakeEarly } from '@/lib/early-responses';

/**
 * The orval mutator as the inline early start bundles it (the build swaps it in for
 * src/api/http-client.ts, see build/plugins/inline-early-start.ts): the same requests, made and left for the app
 * to take, with only what the script itself reads parsed. No error types, no validation: a
 * failure just rejects, and the app, which takes the same response, reports it properly.
 */
export async function httpClient<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetchOrTakeEarly(...toFetchArgs(url, init));
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return (await response.json()) as T;
}

export type { BodyType, ErrorType } from '@/api/http-client';
