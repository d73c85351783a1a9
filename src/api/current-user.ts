import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError } from './api-error';
import { logout } from './generated/auth/auth';
import type { ClientResponse } from './generated/model/clientResponse';
import type { UserInfo } from './generated/model/userInfo';
import {
  getGetProfileInfoQueryKey,
  getGetProfileInfoQueryOptions,
} from './generated/profile/profile';
import { getGetApplicationSettingsQueryKey } from './generated/settings/settings';

/*
 * The signed-in person, shared by every private area: the profile/info query (the session
 * itself) and the rules of spec section 4 about who counts as signed in and complete.
 */

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
export function currentUserQueryOptions() {
  return getGetProfileInfoQueryOptions({
    query: {
      retry: (failures, error) => !isSessionError(error) && failures < 1,
      staleTime: 30_000,
    },
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

export function currentUser(queryClient: QueryClient): UserInfo | undefined {
  return queryClient.getQueryData<ClientResponse>(getGetProfileInfoQueryKey())?.client;
}

/** Loads user info afresh once a flow has set the session cookie, and keeps it in the cache. */
export async function loadCurrentUser(queryClient: QueryClient): Promise<UserInfo> {
  const { client } = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
  return client;
}

/** Puts a fresh copy of the person everywhere it shows (header, home): an update's answer. */
export function setCurrentUser(queryClient: QueryClient, client: UserInfo): void {
  queryClient.setQueryData<ClientResponse>(getGetProfileInfoQueryKey(), { client });
}

/** Spec section 4: a person is authenticated when user info is present. */
export function isAuthenticated(user: UserInfo | undefined): user is UserInfo {
  return user !== undefined;
}

/**
 * Spec section 4: a business account is registration-complete only once registrationFinished
 * is true; other accounts always count as complete.
 */
export function isRegistrationComplete(user: UserInfo): boolean {
  return !user.business || user.registrationFinished;
}

/** Spec section 4: clientStartExclusion marks a person the start-of-registration rules exclude. */
export function isExcluded(user: UserInfo): boolean {
  return user.clientStartExclusion;
}

/**
 * An incomplete business account is led back to the business-data step, unless the person is
 * excluded: they are never sent back to it.
 */
export function needsBusinessData(user: UserInfo): boolean {
  return !isRegistrationComplete(user) && !isExcluded(user);
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
