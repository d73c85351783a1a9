import type { NotificationList, NotificationPull } from '../../src/api/generated/model';
import {
  AcceptNotificationBody,
  ListNotificationsBody,
  ListNotificationsResponse,
} from '../../src/api/generated/zod/notification/notification.zod';
import {
  getAcceptAllNotificationsMockHandler,
  getAcceptNotificationMockHandler,
  getListNotificationsMockHandler,
  getPullNotificationsMockHandler,
} from '../generated/notification/notification.msw';
import { db } from '../db/collections';
import { indexes, type RecordOf } from '../db/indexes';
import { listPage } from '../db/query';
import { signedIn } from '../engine/sessions';
import { apiError, readBody } from './respond';

/*
 * The person's notifications (spec section 7, Notifications), created by `notify()` wherever
 * the real backend would (engine/notify.ts): newest first, 15 a page from the app. A
 * notification is new until it is processed; the new flag is "any unprocessed".
 */

const notificationContract = ListNotificationsResponse.shape.notificationList.element;

/** The contract's Notification: the stored one with its team's title joined in. */
function toNotification(record: RecordOf<'notifications'>) {
  const team = indexes.teamByUuid(record.teamUuid);
  // Parsing strips what only the server keeps (the owner).
  return notificationContract.parse({ ...record, ...(team ? { teamTitle: team.title } : {}) });
}

function hasNew(userUuid: string): boolean {
  return indexes.notificationsOfUser(userUuid).some((notification) => !notification.processed);
}

export const notificationHandlers = [
  getListNotificationsMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { nextPage } = await readBody(request, ListNotificationsBody);
      const page = listPage(indexes.notificationsOfUser(user.uuid), { nextPage });
      return {
        notificationList: page.map(toNotification),
        hasNewNotifications: hasNew(user.uuid),
      } satisfies NotificationList;
    }),
  ),

  getPullNotificationsMockHandler(
    signedIn(
      (_info, { user }) => ({ hasNewNotifications: hasNew(user.uuid) }) satisfies NotificationPull,
    ),
  ),

  /** One notification processed; another person's is not found, as an unknown one is. */
  getAcceptNotificationMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { notificationUuid } = await readBody(request, AcceptNotificationBody);
      const notification =
        db.notifications.findFirst((q) =>
          q.where({ uuid: notificationUuid, userUuid: user.uuid }),
        ) ?? apiError('general.error', 404);
      await db.notifications.update(notification, {
        data: (draft) => void (draft.processed = true),
      });
    }),
  ),

  getAcceptAllNotificationsMockHandler(
    signedIn(async (_info, { user }) => {
      await db.notifications.updateMany((q) => q.where({ userUuid: user.uuid, processed: false }), {
        data: (draft) => void (draft.processed = true),
      });
    }),
  ),
];
