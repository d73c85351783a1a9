import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '../../src/api/generated/model';
import { NotificationType } from '../../src/api/generated/model/notificationType';
import { DEMO } from '../db/demo-ids';
import { payTip, setupMockBackend, signedInClient, type Client } from '../test-utils';

setupMockBackend();

const page = (client: Client, n: number) =>
  client.call<NotificationList>('notification/list', { nextPage: { count: 15, page: n } });
const pull = async (client: Client) =>
  (await client.call<{ hasNewNotifications: boolean }>('notification/pull')).body
    .hasNewNotifications;

async function everything(client: Client): Promise<Notification[]> {
  const all: Notification[] = [];
  for (let n = 0; ; n += 1) {
    const { body } = await page(client, n);
    all.push(...body.notificationList);
    if (body.notificationList.length < 15) return all;
  }
}

describe('notification/list', () => {
  it('pages Anna’s notifications newest first, one of every type, teams by title', async () => {
    const anna = await signedInClient(DEMO.anna);
    const first = await page(anna, 0);
    expect(first.body.notificationList).toHaveLength(15);
    expect(first.body.hasNewNotifications).toBe(true);
    const all = await everything(anna);
    const dates = all.map((n) => n.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(all.map((n) => n.type))).toEqual(new Set(Object.values(NotificationType)));
    expect(all.find((n) => n.type === 'team.invite')).toMatchObject({
      teamTitle: 'Coffee Point',
      inviteUuid: 'd0000000-0000-4000-8000-000000000001',
    });
    expect(all.find((n) => n.type === 'qr.comment')?.operationUuid).toBeDefined();
    expect(JSON.stringify(all)).not.toContain('userUuid');
  });

  it('a paid tip and its comment arrive as new notifications about that tip', async () => {
    const anna = await signedInClient(DEMO.anna);
    await anna.call('notification/accept/all');
    expect(await pull(anna)).toBe(false);
    await payTip({ qrCodeUuid: DEMO.annaQrCode, amount: 500, comment: 'Merci' });
    // Both arrive in the same moment (their order within that millisecond is not defined).
    const newest = (await page(anna, 0)).body.notificationList.slice(0, 2);
    const receipt = newest.find((n) => n.type === 'qr.receipt');
    const comment = newest.find((n) => n.type === 'qr.comment');
    expect(receipt).toMatchObject({ amount: 500, processed: false });
    expect(comment).toMatchObject({ comment: 'Merci', processed: false });
    expect(comment?.operationUuid).toBe(receipt?.operationUuid);
    expect(await pull(anna)).toBe(true);
  });
});

describe('accepting notifications', () => {
  it('accept marks one processed; the flag stays while others are new', async () => {
    const anna = await signedInClient(DEMO.anna);
    const fresh = (await everything(anna)).filter((n) => !n.processed);
    expect(fresh).toHaveLength(3);
    expect(
      (await anna.call('notification/accept', { notificationUuid: fresh[0]!.uuid })).status,
    ).toBe(200);
    const after = await everything(anna);
    expect(after.find((n) => n.uuid === fresh[0]!.uuid)?.processed).toBe(true);
    expect(await pull(anna)).toBe(true);
    for (const rest of fresh.slice(1))
      await anna.call('notification/accept', { notificationUuid: rest.uuid });
    expect(await pull(anna)).toBe(false);
  });

  it('accept/all marks all processed and clears the new flag', async () => {
    const anna = await signedInClient(DEMO.anna);
    expect(await pull(anna)).toBe(true);
    expect((await anna.call('notification/accept/all')).status).toBe(200);
    expect(await pull(anna)).toBe(false);
    expect((await everything(anna)).every((n) => n.processed)).toBe(true);
    expect((await page(anna, 0)).body.hasNewNotifications).toBe(false);
  });

  it('another person’s notification, or an unknown one, is not found', async () => {
    const maria = await signedInClient(DEMO.maria);
    const accept = await maria.call('notification/accept', {
      notificationUuid: 'e0000000-0000-4000-8000-000000000001',
    });
    expect(accept).toEqual({ status: 404, body: { code: 'general.error' } });
  });
});
