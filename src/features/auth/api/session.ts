import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError } from '@/api/api-error';
import { logout } from '@/api/generated/auth/auth';
import type { ClientResponse } from '@/api/generated/model/clientResponse';
import type { UserInfo } from '@/api/generated/model/userInfo';
import {
  getGetProfileInfoQueryKey,
  getGetProfileInfoQueryOptions,
} from '@/api/generated/profile/profile';
import { getGetApplicationSettingsQueryKey } from '@/api/generated/settings/settings';

/** The two codes by which any call says the session is gone (contract: SessionRequired). */
const SESSION_CODES: readonly string[] = ['no.session.error', 'invalid.session.error'];

export function isSessionError(error: unknown): boolean {
  return isApiError(error) && SESSION_CODES.includes(error.code);
}

/**
 * profile/info is the session: a person is signed in exactly when it answers (spec section 4).
 * A session error is an answer, not a glitch, so it is never retried; anything else is
 * retried once before the guard shows it.
 */
export function userInfoQueryOptions() {
  return getGetProfileInfoQueryOptions({
    query: {
      retry: (failures, error) => !isSessionError(error) && failures < 1,
      staleTime: 30_000,
    },
  });
}

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}

export function currentUser(queryClient: QueryClient): UserInfo | undefined {
  return queryClient.getQueryData<ClientResponse>(getGetProfileInfoQueryKey())?.client;
}

/** Loads user info afresh once a flow has set the session cookie, and keeps it in the cache. */
export async function loadUserInfo(queryClient: QueryClient): Promise<UserInfo> {
  const { client } = await queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });
  return client;
}

/**
 * A business account is complete only once registrationFinished is true (spec section 4), and
 * is led back to the business-data step until then. clientStartExclusion marks a person the
 * start-of-registration rules exclude: they are never sent back to that step.
 */
export function needsBusinessData(user: UserInfo): boolean {
  return user.business && !user.registrationFinished && !user.clientStartExclusion;
}

/**
 * Forgets everything that belonged to the person (user info first of all); the app settings
 * are not personal and stay.
 */
export function forgetUser(queryClient: QueryClient): void {
  const settingsKey = JSON.stringify(getGetApplicationSettingsQueryKey());
  queryClient.removeQueries({
    predicate: (query) => JSON.stringify(query.queryKey) !== settingsKey,
  });
}

/**
 * GET logout, then the user info is cleared (spec section 4). A session that had already
 * ended counts as signed out. `leave` runs before the cache is cleared, so the screens that
 * read user info are gone before it disappears and nothing refetches it.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    async (leave: () => Promise<void> | void) => {
      try {
        await logout();
      } catch (error) {
        if (!isSessionError(error)) throw error;
      }
      await leave();
      forgetUser(queryClient);
    },
    [queryClient],
  );
}
