import type { RowOf } from '../collections';
import { DEMO, DEMO_INVITES, photoOf } from '../demo-ids';
import type { DrawnPeople } from './people';
import { MEMBER_QR_CODES } from './qr-codes';
import { DAY, DEFAULT_AMOUNTS, DEFAULT_LIMITS, iso } from './rows';

/** Cafe Pushkin (Anna's, verified) and Coffee Point (Maria's). */
export function seedTeams(): Array<RowOf<'teams'>> {
  return [
    {
      uuid: DEMO.team,
      title: 'Cafe Pushkin',
      type: 'cafe',
      photoUuid: photoOf(DEMO.team),
      ownerUuid: DEMO.anna,
      inn: '123456789012',
      address: 'Almaty, Abay ave 1',
      verified: true,
      qrCodeUuid: DEMO.teamQrCode,
      limits: DEFAULT_LIMITS,
      amounts: DEFAULT_AMOUNTS,
      defaultAmounts: [5],
    },
    {
      uuid: DEMO.otherTeam,
      title: 'Coffee Point',
      type: 'coffee_shop',
      photoUuid: photoOf(DEMO.otherTeam),
      ownerUuid: DEMO.maria,
      verified: false,
      qrCodeUuid: DEMO.otherTeamQrCode,
      limits: DEFAULT_LIMITS,
      amounts: DEFAULT_AMOUNTS,
      defaultAmounts: [5],
    },
  ];
}

/** The owners, then Cafe Pushkin's generated members (the first two administrators). */
export function seedMembers(longAgo: number, people: DrawnPeople): Array<RowOf<'members'>> {
  return [
    {
      teamUuid: DEMO.team,
      userUuid: DEMO.anna,
      qrCodeUuid: MEMBER_QR_CODES.anna,
      role: 'OWNER',
      jobPosition: 'waiter',
      joinedAt: longAgo,
    },
    {
      teamUuid: DEMO.otherTeam,
      userUuid: DEMO.maria,
      qrCodeUuid: MEMBER_QR_CODES.maria,
      role: 'OWNER',
      jobPosition: 'barista',
      joinedAt: longAgo,
    },
    ...people.members.map(({ n, ids, who, since }) => ({
      teamUuid: DEMO.team,
      userUuid: ids.user,
      qrCodeUuid: ids.qrCode,
      role: n <= 2 ? ('ADMIN' as const) : ('MEMBER' as const),
      jobPosition: who.jobPosition,
      joinedAt: since,
    })),
  ];
}

/** Three people asking to join Cafe Pushkin, an hour apart. */
export function seedClaims(today: number, people: DrawnPeople): Array<RowOf<'claims'>> {
  return people.claimants.map(({ n, ids }) => ({
    teamUuid: DEMO.team,
    userUuid: ids.user,
    qrCodeUuid: ids.qrCode,
    createdAt: today - n * 3600_000,
  }));
}

/** Coffee Point's invite to Anna, Cafe Pushkin's to a phone and its shareable links. */
export function seedInvites(today: number): Array<RowOf<'invites'>> {
  return [
    {
      uuid: DEMO_INVITES.coffeePointToAnna,
      teamUuid: DEMO.otherTeam,
      role: 'MEMBER',
      state: 'NEW',
      phone: DEMO.phone,
      senderUuid: DEMO.maria,
      createdDate: iso(today - 2 * DAY),
    },
    {
      uuid: DEMO_INVITES.pushkinToPhone,
      teamUuid: DEMO.team,
      role: 'MEMBER',
      state: 'NEW',
      phone: '+77000000099',
      senderUuid: DEMO.anna,
      createdDate: iso(today - 5 * DAY),
    },
    // Shareable links (no phone) of Cafe Pushkin: one past its week, two open.
    {
      uuid: DEMO_INVITES.pushkinExpiredLink,
      teamUuid: DEMO.team,
      role: 'MEMBER',
      state: 'NEW',
      senderUuid: DEMO.anna,
      createdDate: iso(today - 10 * DAY),
    },
    {
      uuid: DEMO_INVITES.pushkinMemberLink,
      teamUuid: DEMO.team,
      role: 'MEMBER',
      state: 'NEW',
      senderUuid: DEMO.anna,
      createdDate: iso(today - DAY),
    },
    {
      uuid: DEMO_INVITES.pushkinAdminLink,
      teamUuid: DEMO.team,
      role: 'ADMIN',
      state: 'NEW',
      senderUuid: DEMO.anna,
      createdDate: iso(today - DAY),
    },
  ];
}
