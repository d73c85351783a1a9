import type { Notification } from '@/api/generated/model/notification';

/** The types about one tip: its receipt and its guest's comment, each with the operation. */
const TIP_TYPES: ReadonlySet<string> = new Set<Notification['type']>(['qr.receipt', 'qr.comment']);

/** One line of the list: a notification, or a tip's receipt and comment shown together. */
export interface NotificationEntry {
  /** What shows: the newest of them, with the amount and comment of the others. */
  notification: Notification;
  /** The unprocessed ones among them: accepting the entry accepts each. */
  unprocessed: string[];
}

/** The receipt (it names the amount) wins the type; the newer one the id, date and team. */
function merge(shown: Notification, older: Notification): Notification {
  const amount = shown.amount ?? older.amount;
  const comment = shown.comment ?? older.comment;
  return {
    ...shown,
    type: older.type === 'qr.receipt' ? older.type : shown.type,
    processed: shown.processed && older.processed,
    ...(amount === undefined ? {} : { amount }),
    ...(comment === undefined ? {} : { comment }),
  };
}

/**
 * The list as it shows (issue 26): a tip's receipt and its comment carry the same
 * operationUuid and become one entry, where the newer of them stands, so a tip with a comment
 * reads "You received a tip of ₸10. The guest wrote: …" once. Every other notification, and a
 * tip's without an operation, is an entry of its own. Order is kept (newest first).
 */
export function notificationEntries(items: readonly Notification[]): NotificationEntry[] {
  const entries: NotificationEntry[] = [];
  const ofOperation = new Map<string, NotificationEntry>();
  for (const item of items) {
    const operation = TIP_TYPES.has(item.type) ? item.operationUuid : undefined;
    const entry = operation === undefined ? undefined : ofOperation.get(operation);
    if (entry) {
      entry.notification = merge(entry.notification, item);
      if (!item.processed) entry.unprocessed.push(item.uuid);
      continue;
    }
    const created = { notification: item, unprocessed: item.processed ? [] : [item.uuid] };
    entries.push(created);
    if (operation !== undefined) ofOperation.set(operation, created);
  }
  return entries;
}
