import type { Notification } from '../../src/api/generated/model';
import { now } from '../clock';
import { db } from '../db/collections';

/** What a notification carries besides its type (team, invite, amount, comment). */
type NotificationFields = Omit<
  Notification,
  'uuid' | 'type' | 'createdDate' | 'processed' | 'teamTitle'
>;

/**
 * Tells a person something happened (spec section 3's notification types): a new, unprocessed
 * notification now, which the bell's notification/pull then reports. Every area's mock calls
 * this where the real backend would notify (a tip paid, a comment left, an invite sent, ...).
 */
export async function notify(
  userUuid: string,
  type: Notification['type'],
  fields: NotificationFields = {},
): Promise<void> {
  await db.notifications.create({
    uuid: crypto.randomUUID(),
    userUuid,
    type,
    createdDate: new Date(now()).toISOString(),
    processed: false,
    ...fields,
  });
}
