import type { RowOf } from '../collections';
import { DEMO, DEMO_INVITES } from '../demo-ids';
import { DAY, iso } from './rows';

/**
 * Anna's notifications: a receipt for each of her three newest random tips (the first three of
 * `operations`, which lists them newest first; the newest unread), the comment on the newest
 * "Great service" tip, Coffee Point's invite, and one of every other type, read long ago.
 */
export function seedNotifications(
  today: number,
  operations: Array<RowOf<'operations'>>,
): Array<RowOf<'notifications'>> {
  /** The tip the seeded comment notification is about (the newest with that comment). */
  const commented = operations.find((operation) => operation.message === 'Great service');
  return [
    ...operations.slice(0, 3).map((operation, k) => ({
      uuid: `e0000000-0000-4000-8000-00000000000${k + 1}`,
      userUuid: DEMO.anna,
      type: 'qr.receipt' as const,
      createdDate: operation.date,
      processed: k > 0,
      amount: operation.amount,
      operationUuid: operation.uuid,
    })),
    {
      uuid: 'e0000000-0000-4000-8000-000000000004',
      userUuid: DEMO.anna,
      type: 'qr.comment',
      createdDate: iso(today - DAY),
      processed: false,
      comment: 'Great service',
      ...(commented ? { operationUuid: commented.uuid } : {}),
    },
    {
      uuid: 'e0000000-0000-4000-8000-000000000005',
      userUuid: DEMO.anna,
      type: 'team.invite',
      createdDate: iso(today - 2 * DAY),
      processed: false,
      teamUuid: DEMO.otherTeam,
      inviteUuid: DEMO_INVITES.coffeePointToAnna,
    },
    {
      uuid: 'e0000000-0000-4000-8000-000000000006',
      userUuid: DEMO.anna,
      type: 'team.accept',
      createdDate: iso(today - 9 * DAY),
      processed: true,
      teamUuid: DEMO.team,
    },
    {
      uuid: 'e0000000-0000-4000-8000-000000000007',
      userUuid: DEMO.anna,
      type: 'email.change',
      createdDate: iso(today - 40 * DAY),
      processed: true,
    },
    // One of every other type of spec section 3, read long ago, so each shows in the list.
    ...(
      [
        ['has.no.active.card', 3, {}],
        ['qr.failed.credit', 4, { amount: 250_000 }],
        ['team.member.left.manager', 6, { teamUuid: DEMO.team, memberName: 'Timur Akhmetov' }],
        ['team.member.delete.manager', 12, { teamUuid: DEMO.team }],
        ['team.admin.delete.manager', 15, { teamUuid: DEMO.team }],
        ['phone.change', 20, {}],
        ['unknown.error', 26, {}],
        ['team.member.left.personal', 33, { teamUuid: DEMO.otherTeam }],
        ['team.member.delete.personal', 50, { teamUuid: DEMO.otherTeam }],
        ['team.admin.delete.personal', 60, { teamUuid: DEMO.otherTeam }],
      ] as const
    ).map(([type, daysAgo, fields], k) => ({
      uuid: `e0000000-0000-4000-8000-${String(k + 8).padStart(12, '0')}`,
      userUuid: DEMO.anna,
      type,
      createdDate: iso(today - daysAgo * DAY + 10 * 3600_000),
      processed: true,
      ...fields,
    })),
  ];
}
