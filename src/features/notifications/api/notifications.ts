import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { Notification } from '@/api/generated/model/notification';
import type { NotificationList } from '@/api/generated/model/notificationList';
import type { NotificationPull } from '@/api/generated/model/notificationPull';
import {
  acceptNotification,
  getAcceptAllNotificationsMutationOptions,
  getListNotificationsQueryKey,
  getPullNotificationsQueryKey,
  listNotifications,
} from '@/api/generated/notification/notification';
import { NOTIFICATIONS_PAGE_SIZE, pagedListOptions } from '@/api/paged-list';
import { callKey } from '@/api/query-keys';

/** The list's cache entry: every page of notification/list (the key without a page's body). */
const LIST_KEY = callKey(getListNotificationsQueryKey());
type Pages = InfiniteData<NotificationList, number>;

/** The bell's answer (notification/pull), which the header's badge reads. */
function setHasNew(queryClient: QueryClient, hasNewNotifications: boolean): void {
  queryClient.setQueryData<NotificationPull>(getPullNotificationsQueryKey(), {
    hasNewNotifications,
  });
}

/** Refreshes the bell from the server, so the badge follows a change without a reload. */
function refreshBell(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: getPullNotificationsQueryKey() });
}

/** Marks cached notifications processed (one, or all of them). */
function markProcessed(queryClient: QueryClient, which: (item: Notification) => boolean): void {
  queryClient.setQueryData<Pages>(LIST_KEY, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            notificationList: page.notificationList.map((item) =>
              which(item) ? { ...item, processed: true } : item,
            ),
          })),
        }
      : data,
  );
}

/**
 * notification/list, 15 a page (spec section 9), newest first, pages appended as the list
 * scrolls (src/api/paged-list.ts). Each first page's new flag is also the bell's: opening the
 * list brings the badge up to date.
 */
export function notificationsQueryOptions(queryClient: QueryClient) {
  return pagedListOptions({
    queryKey: LIST_KEY,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    fetchPage: async (nextPage, signal) => {
      const page = await listNotifications({ nextPage }, { signal });
      if (nextPage.page === 0) setHasNew(queryClient, page.hasNewNotifications);
      return page;
    },
    itemsOf: (page: NotificationList) => page.notificationList,
  });
}

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions(useQueryClient()));
}

/**
 * notification/accept for each of an entry's unprocessed notifications (a tip's receipt and
 * comment are one entry, lib/tip-entries.ts): each is marked processed once the server says
 * so; then the bell asks again whether any are new.
 */
export function useAcceptNotificationsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notificationUuids: readonly string[]) => {
      for (const notificationUuid of notificationUuids) {
        await acceptNotification({ notificationUuid });
        markProcessed(queryClient, (item) => item.uuid === notificationUuid);
      }
    },
    // The list shows its writes' errors itself.
    meta: { errorShownInline: true },
    onSettled: () => void refreshBell(queryClient),
  });
}

/** notification/accept/all: all processed and the new flag cleared, the badge with them. */
export function useAcceptAllNotificationsMutation() {
  const queryClient = useQueryClient();
  return useMutation(
    getAcceptAllNotificationsMutationOptions({
      mutation: {
        meta: { errorShownInline: true },
        onSuccess: () => {
          markProcessed(queryClient, () => true);
          queryClient.setQueryData<Pages>(LIST_KEY, (data) =>
            data
              ? {
                  ...data,
                  pages: data.pages.map((page) => ({ ...page, hasNewNotifications: false })),
                }
              : data,
          );
          setHasNew(queryClient, false);
          void refreshBell(queryClient);
        },
      },
    }),
  );
}
