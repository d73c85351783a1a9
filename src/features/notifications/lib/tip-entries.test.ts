import { describe, expect, it } from 'vitest';
import type { Notification } from '@/api/generated/model/notification';
import { notificationEntries } from './tip-entries';

const TIP = 'c9000000-0000-4000-8000-000000000001';
const OTHER_TIP = 'c9000000-0000-4000-8000-000000000002';

let next = 0;
const notification = (fields: Partial<Notification> & Pick<Notification, 'type'>): Notification => {
  next += 1;
  return {
    uuid: `e0000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    createdDate: `2026-11-24T10:${String(60 - next).padStart(2, '0')}:00Z`,
    processed: false,
    ...fields,
  };
};

describe('one entry per tip', () => {
  it('a tip’s receipt and comment become one entry with the amount and the comment', () => {
    const comment = notification({ type: 'qr.comment', operationUuid: TIP, comment: 'Merci' });
    const receipt = notification({
      type: 'qr.receipt',
      operationUuid: TIP,
      amount: 1000,
      teamUuid: 'b0000000-0000-4000-8000-000000000001',
    });
    const entries = notificationEntries([comment, receipt]);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.notification).toMatchObject({
      uuid: comment.uuid,
      type: 'qr.receipt',
      createdDate: comment.createdDate,
      amount: 1000,
      comment: 'Merci',
      operationUuid: TIP,
      processed: false,
    });
    expect(entries[0]!.unprocessed).toEqual([comment.uuid, receipt.uuid]);
  });

  it('whichever comes first in the list, the entry is the receipt, where the newer stands', () => {
    const receipt = notification({ type: 'qr.receipt', operationUuid: TIP, amount: 1000 });
    const invite = notification({ type: 'team.invite' });
    const comment = notification({ type: 'qr.comment', operationUuid: TIP, comment: 'Merci' });
    const entries = notificationEntries([receipt, invite, comment]);
    expect(entries.map((entry) => entry.notification.type)).toEqual(['qr.receipt', 'team.invite']);
    expect(entries[0]!.notification).toMatchObject({ uuid: receipt.uuid, comment: 'Merci' });
  });

  it('is new while either is; only the unprocessed ones are accepted', () => {
    const receipt = notification({ type: 'qr.receipt', operationUuid: TIP, processed: true });
    const comment = notification({ type: 'qr.comment', operationUuid: TIP, comment: 'Merci' });
    const [entry] = notificationEntries([receipt, comment]);
    expect(entry!.notification.processed).toBe(false);
    expect(entry!.unprocessed).toEqual([comment.uuid]);
    const read = notificationEntries([receipt, { ...comment, processed: true }]);
    expect(read[0]!.notification.processed).toBe(true);
    expect(read[0]!.unprocessed).toEqual([]);
  });

  it('different tips, tips without an operation and other types stay apart', () => {
    const items = [
      notification({ type: 'qr.receipt', operationUuid: TIP, amount: 1000 }),
      notification({ type: 'qr.receipt', operationUuid: OTHER_TIP, amount: 500 }),
      notification({ type: 'qr.comment', comment: 'no operation' }),
      notification({ type: 'qr.receipt', amount: 700 }),
      notification({ type: 'qr.failed.credit', operationUuid: TIP, amount: 1000 }),
    ];
    expect(notificationEntries(items).map((entry) => entry.notification)).toEqual(items);
  });
});
