import { useQuery } from '@tanstack/react-query';
import { getPullNotificationsQueryOptions } from '@/api/generated/notification/notification';

/** Spec: the bell is polled while the tab is visible, at most once a minute, and on focus. */
export const NOTIFICATION_POLL_MS = 60_000;

/**
 * Whether new notifications exist (notification/pull), for the bell. The notifications area
 * refreshes the same query (its generated key) after marking them read, so the badge follows
 * without a reload. A failed poll keeps the last answer rather than flashing the badge away.
 */
export function hasNewNotificationsQueryOptions() {
  return getPullNotificationsQueryOptions({
    query: {
      refetchInterval: NOTIFICATION_POLL_MS,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      staleTime: NOTIFICATION_POLL_MS,
      retry: false,
    },
  });
}

export function useHasNewNotifications(): boolean {
  return useQuery(hasNewNotificationsQueryOptions()).data?.hasNewNotifications ?? false;
}
