import { defineMessages } from 'react-intl';

/** The notifications area's words (namespace `notifications`, ./locales); types' texts: lib/notification-types.ts. */
export const notificationsMessages = defineMessages({
  title: { id: 'notifications.title' },
  /** The list's region (the toasts' region is called "Notifications"). */
  listLabel: { id: 'notifications.listLabel' },
  markAllRead: { id: 'notifications.markAllRead' },
  markRead: { id: 'notifications.markRead' },
  new: { id: 'notifications.new' },
  emptyTitle: { id: 'notifications.emptyTitle' },
  emptyText: { id: 'notifications.emptyText' },
  more: { id: 'notifications.more' },
  allRead: { id: 'notifications.allRead' },
});
