import type { RowOf, Snapshot } from './collections';
import { DEMO, DEMO_INVITES, memberIds, photoOf } from './demo-ids';
import { createRandom, type Random } from './random';

/** Bump when the seed changes shape: stored snapshots of an older seed are dropped. */
export const SEED_VERSION = 8;

export const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
export const DEFAULT_LIMITS = { minAmount: 1, maxAmount: 10 };
export const DEFAULT_AMOUNTS = [1, 5, 10];

/** Midnight UTC of the day `time` falls on: the seed's dates count back from it. */
export function startOfUtcDay(time: number = Date.now()): number {
  return Math.floor(time / DAY) * DAY;
}

export const FIRST_NAMES = [
  'Aigerim',
  'Daniyar',
  'Olga',
  'Timur',
  'Madina',
  'Sergey',
  'Aruzhan',
  'Nikita',
  'Dana',
  'Yerlan',
  'Svetlana',
  'Arman',
  'Kamila',
  'Pavel',
  'Zhanna',
  'Ruslan',
];
export const LAST_NAMES = [
  'Sadykova',
  'Kassymov',
  'Smirnova',
  'Akhmetov',
  'Nurlanova',
  'Volkov',
  'Omarova',
  'Kuznetsov',
  'Bekova',
  'Zhumabayev',
  'Orlova',
  'Serikov',
];
const FEMALE = new Set([
  'Aigerim',
  'Olga',
  'Madina',
  'Aruzhan',
  'Dana',
  'Svetlana',
  'Kamila',
  'Zhanna',
]);
export const POSITIONS = ['waiter', 'barista', 'barman', 'cook', 'cleaner', 'admin'] as const;
export const MESSAGES = [
  'Thank you!',
  'Great service',
  'Спасибо, всё было вкусно!',
  'Рақмет!',
  'Lovely evening',
  'Very attentive',
];
/** Emoji tags visitors leave: names from the product's tag list (src/lib/emoji-tags.ts). */
export const EMOJI = ['smile', 'heart', 'fire', 'sparkles', 'clap', 'rocket'];

type Row<Name extends keyof Snapshot> = RowOf<Name>;

export function person(index: number, random: Random) {
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length]!;
  // Female surnames end in -a; keep the pair plausible.
  const base = LAST_NAMES[(index * 7) % LAST_NAMES.length]!;
  const female = FEMALE.has(firstName);
  const lastName =
    female === base.endsWith('a') ? base : female ? `${base}a` : base.replace(/a$/, '');
  return {
    firstName,
    lastName,
    gender: female ? ('FEMALE' as const) : ('MALE' as const),
    jobPosition: random.pick(POSITIONS),
  };
}

export function user(
  fields: Partial<Row<'users'>> & Pick<Row<'users'>, 'uuid' | 'firstName' | 'lastName'>,
  createdAt: number,
): Row<'users'> {
  return {
    fullName: `${fields.firstName} ${fields.lastName}`,
    profileType: 'PERSONAL',
    business: false,
    registrationFinished: true,
    clientStartExclusion: false,
    password: DEMO.password,
    active: true,
    createdAt,
    ...fields,
  };
}

export const iso = (time: number) => new Date(time).toISOString();

export function qrCode(
  fields: Partial<Row<'qrCodes'>> & Pick<Row<'qrCodes'>, 'uuid' | 'ownerUuid' | 'title'>,
  createdAt: number,
): Row<'qrCodes'> {
  return {
    purposeCode: 'tips',
    limits: DEFAULT_LIMITS,
    amounts: DEFAULT_AMOUNTS,
    defaultAmounts: [5],
    createdDate: iso(createdAt),
    ...fields,
  };
}

/**
 * One received tip at `date` through a personal code, or a team's code (with a table), with
 * the feedback a visitor may leave.
 */
export function randomTip(
  random: Random,
  recipientUuid: string,
  date: number,
  via: { qrUuid: string; teamUuid?: string },
  rated: boolean,
): Row<'operations'> {
  return {
    uuid: random.uuid(),
    recipientUuid,
    date: iso(date),
    amount: random.pick([100, 200, 500, 500, 1000, 1000, 2000, 5000]) * 100,
    qrUuid: via.qrUuid,
    ...(via.teamUuid ? { teamUuid: via.teamUuid, table: String(random.int(1, 24)) } : {}),
    ...(rated ? { rating: random.int(3, 5) } : {}),
    ...(random.chance(0.4)
      ? {
          emoji: [random.pick(EMOJI), random.pick(EMOJI)]
            .filter((e, k, all) => all.indexOf(e) === k)
            .join(','),
        }
      : {}),
    ...(random.chance(0.3) ? { message: random.pick(MESSAGES) } : {}),
  };
}

/**
 * Tips of yesterday and the day before that show the history's special cases, at fixed times
 * (no draws from the seed's random sequence, so every other record stays as it was): a hidden
 * amount, a tip paid as a percent of the bill, one through a QR code since deleted (all
 * Anna's), and a Cafe Pushkin tip of a member who has left the team.
 */
function specialTips(today: number): Array<Row<'operations'>> {
  const at = (daysAgo: number, hour: number, minute: number) =>
    iso(today - daysAgo * DAY + (hour * 60 + minute) * 60_000);
  return [
    {
      uuid: DEMO.hiddenAmountTip,
      recipientUuid: DEMO.anna,
      date: at(1, 19, 40),
      amount: 300_000,
      amountHidden: true,
      qrUuid: DEMO.annaQrCode,
      rating: 5,
      message: 'Спасибо за вечер!',
    },
    {
      uuid: DEMO.percentTip,
      recipientUuid: DEMO.anna,
      date: at(1, 13, 5),
      // 10 % of a bill of 8 466.93: the percent comes back as 9.98 and shows rounded.
      amount: 84_500,
      percentAmount: 9.98,
      qrUuid: DEMO.annaQrCode,
      rating: 4,
      emoji: 'heart,clap',
    },
    {
      uuid: DEMO.deletedQrCodeTip,
      recipientUuid: DEMO.anna,
      date: at(2, 11, 20),
      amount: 150_000,
      qrUuid: DEMO.deletedQrCode,
      message: 'Great service',
    },
    {
      uuid: DEMO.formerMemberTip,
      recipientUuid: DEMO.formerMember,
      date: at(2, 21, 10),
      amount: 200_000,
      qrUuid: 'a1000000-0000-4000-8000-000000000099',
      teamUuid: DEMO.team,
      table: '12',
      rating: 5,
    },
  ];
}

/** A seeded refund of order number `order` (its `index`-th), with a fixed id and key. */
function seededRefund(
  order: number,
  index: number,
  type: 'FULL' | 'PARTIAL',
  amount: number,
  createdDate: string,
): Row<'orders'>['refunds'][number] {
  const tail = String(order * 10 + index + 1).padStart(12, '0');
  return {
    refundId: `d4000000-0000-4000-8000-${tail}`,
    type,
    amount,
    createdDate,
    idempotencyKey: `seed-${tail}`,
  };
}

/** An order whose refundedAmount is the sum of its refunds, as the refund engine keeps it. */
function withRefunds(order: Omit<Row<'orders'>, 'refundedAmount'>): Row<'orders'> {
  return {
    ...order,
    refundedAmount: order.refunds.reduce((sum, refund) => sum + refund.amount, 0),
  };
}

/**
 * The demo data (mocks/README.md has it as a table). Pure: the same `today` gives the same
 * rows; dates are relative to it so "the past 13 months" stays true.
 */
export function buildSeed(today: number = startOfUtcDay()): Snapshot {
  const random = createRandom(20261121);
  const longAgo = today - 400 * DAY;

  const users: Array<Row<'users'>> = [
    user(
      {
        uuid: DEMO.anna,
        firstName: 'Anna',
        lastName: 'Petrova',
        email: DEMO.email,
        phone: DEMO.phone,
        photo: photoOf(DEMO.anna),
        profileType: 'BUSINESS',
        business: true,
        jobPosition: 'waiter',
        gender: 'FEMALE',
        qrCodeUuid: DEMO.annaQrCode,
        balance: { amount: 1_254_000, currency: 'KZT' },
      },
      longAgo,
    ),
    user(
      {
        uuid: DEMO.ivan,
        firstName: 'Ivan',
        lastName: 'Sidorov',
        phone: '+77000000002',
        photo: photoOf(DEMO.ivan),
        jobPosition: 'courier',
        gender: 'MALE',
        qrCodeUuid: DEMO.inactiveQrCode,
        active: false,
      },
      longAgo,
    ),
    user(
      {
        uuid: DEMO.maria,
        firstName: 'Maria',
        lastName: 'Ivanova',
        email: 'maria@example.com',
        phone: '+77000000003',
        photo: photoOf(DEMO.maria),
        jobPosition: 'barista',
        gender: 'FEMALE',
        qrCodeUuid: DEMO.customLimitsQrCode,
      },
      longAgo,
    ),
    user(
      {
        uuid: DEMO.unfinishedBusiness,
        firstName: 'Daniyar',
        lastName: 'Kassymov',
        email: 'business@example.com',
        phone: '+77000000004',
        profileType: 'BUSINESS',
        business: true,
        registrationFinished: false,
        gender: 'MALE',
      },
      longAgo,
    ),
  ];
  const qrCodes: Array<Row<'qrCodes'>> = [
    qrCode({ uuid: DEMO.annaQrCode, ownerUuid: DEMO.anna, title: 'Anna Petrova' }, longAgo),
    qrCode({ uuid: DEMO.inactiveQrCode, ownerUuid: DEMO.ivan, title: 'Ivan Sidorov' }, longAgo),
    qrCode(
      {
        uuid: DEMO.customLimitsQrCode,
        ownerUuid: DEMO.maria,
        title: 'Maria Ivanova',
        limits: { minAmount: 5, maxAmount: 50 },
        amounts: [5, 20, 50],
        defaultAmounts: [20],
      },
      longAgo,
    ),
    qrCode(
      { uuid: DEMO.teamQrCode, ownerUuid: DEMO.anna, teamUuid: DEMO.team, title: 'Cafe Pushkin' },
      longAgo,
    ),
    qrCode(
      {
        uuid: DEMO.otherTeamQrCode,
        ownerUuid: DEMO.maria,
        teamUuid: DEMO.otherTeam,
        title: 'Coffee Point',
      },
      longAgo,
    ),
  ];
  const teams: Array<Row<'teams'>> = [
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
  const members: Array<Row<'members'>> = [
    {
      teamUuid: DEMO.team,
      userUuid: DEMO.anna,
      qrCodeUuid: `a2${DEMO.annaQrCode.slice(2)}`,
      role: 'OWNER',
      jobPosition: 'waiter',
      joinedAt: longAgo,
    },
    {
      teamUuid: DEMO.otherTeam,
      userUuid: DEMO.maria,
      qrCodeUuid: `a2${DEMO.customLimitsQrCode.slice(2)}`,
      role: 'OWNER',
      jobPosition: 'barista',
      joinedAt: longAgo,
    },
  ];
  qrCodes.push(
    qrCode(
      {
        uuid: members[0]!.qrCodeUuid,
        ownerUuid: DEMO.anna,
        teamUuid: DEMO.team,
        title: 'Anna Petrova, Cafe Pushkin',
      },
      longAgo,
    ),
    qrCode(
      {
        uuid: members[1]!.qrCodeUuid,
        ownerUuid: DEMO.maria,
        teamUuid: DEMO.otherTeam,
        title: 'Maria Ivanova, Coffee Point',
      },
      longAgo,
    ),
  );

  // 64 more members of Cafe Pushkin, each with a photo, so the team page pages past 50.
  const CAFE_MEMBERS = 64;
  for (let n = 1; n <= CAFE_MEMBERS; n += 1) {
    const ids = memberIds(n);
    const who = person(n, random);
    const joinedAt = today - random.int(30, 390) * DAY;
    users.push(
      user(
        {
          uuid: ids.user,
          firstName: who.firstName,
          lastName: who.lastName,
          phone: ids.phone,
          photo: ids.photo,
          gender: who.gender,
          jobPosition: who.jobPosition,
        },
        joinedAt,
      ),
    );
    members.push({
      teamUuid: DEMO.team,
      userUuid: ids.user,
      qrCodeUuid: ids.qrCode,
      role: n <= 2 ? 'ADMIN' : 'MEMBER',
      jobPosition: who.jobPosition,
      joinedAt,
    });
    qrCodes.push(
      qrCode(
        {
          uuid: ids.qrCode,
          ownerUuid: ids.user,
          teamUuid: DEMO.team,
          title: `${who.firstName} ${who.lastName}`,
          table: String(random.int(1, 24)),
        },
        joinedAt,
      ),
    );
  }

  // Three people asking to join Cafe Pushkin.
  const claims: Array<Row<'claims'>> = [];
  for (let n = CAFE_MEMBERS + 1; n <= CAFE_MEMBERS + 3; n += 1) {
    const ids = memberIds(n);
    const who = person(n, random);
    users.push(
      user(
        {
          uuid: ids.user,
          firstName: who.firstName,
          lastName: who.lastName,
          phone: ids.phone,
          photo: ids.photo,
          gender: who.gender,
        },
        today - 20 * DAY,
      ),
    );
    qrCodes.push(
      qrCode(
        { uuid: ids.qrCode, ownerUuid: ids.user, title: `${who.firstName} ${who.lastName}` },
        today - 20 * DAY,
      ),
    );
    claims.push({
      teamUuid: DEMO.team,
      userUuid: ids.user,
      qrCodeUuid: ids.qrCode,
      createdAt: today - n * 3600_000,
    });
  }

  // Anna's tips: 240 over the past 13 months, to her own code and her Cafe Pushkin code.
  const operations: Array<Row<'operations'>> = [];
  for (let i = 0; i < 240; i += 1) {
    const viaTeam = random.chance(0.35);
    const rated = random.chance(0.6);
    // Days before today: a tip of today later than now would be a tip from the future.
    const date = today - (random.int(0, 395) + 1) * DAY + random.int(8 * 60, 23 * 60) * 60_000;
    operations.push(
      randomTip(
        random,
        DEMO.anna,
        date,
        viaTeam
          ? { qrUuid: members[0]!.qrCodeUuid, teamUuid: DEMO.team }
          : { qrUuid: DEMO.annaQrCode },
        rated,
      ),
    );
  }
  operations.sort((a, b) => b.date.localeCompare(a.date));

  const latest = operations.slice(0, 3);
  operations.push(...specialTips(today));
  users.push(
    user(
      {
        uuid: DEMO.formerMember,
        firstName: 'Timur',
        lastName: 'Akhmetov',
        phone: '+77000000005',
        jobPosition: 'barman',
        gender: 'MALE',
      },
      longAgo,
    ),
  );
  /** The tip the seeded comment notification is about (the newest with that comment). */
  const commented = operations.find((operation) => operation.message === 'Great service');
  const invites: Array<Row<'invites'>> = [
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
  const notifications: Array<Row<'notifications'>> = [
    ...latest.map((operation, k) => ({
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
      inviteUuid: invites[0]!.uuid,
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
        ['team.member.left.manager', 6, { teamUuid: DEMO.team }],
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

  const organisations: Array<Row<'organisations'>> = [
    {
      uuid: DEMO.pushkinLlp,
      ownerUuid: DEMO.anna,
      name: 'Pushkin LLP',
      inn: '123456789012',
      merchantLogin: 'cafe-pushkin',
      address: 'Almaty, Abay ave 1',
      phone: '+77272000001',
      email: 'office@pushkin.kz',
      currency: 'KZT',
    },
    {
      uuid: DEMO.coffeePointLlp,
      ownerUuid: DEMO.maria,
      name: 'Coffee Point LLP',
      inn: '210987654321',
      merchantLogin: 'coffee-point',
      address: 'Astana, Kabanbay Batyr ave 11',
      phone: '+77172000003',
      email: 'hello@coffeepoint.kz',
      currency: 'KZT',
    },
    {
      uuid: DEMO.coffeePointExpress,
      ownerUuid: DEMO.maria,
      name: 'Coffee Point Express',
      inn: '210987654322',
      merchantLogin: 'coffee-point-express',
      address: 'Astana, Mangilik El ave 55',
      phone: '+77172000004',
      email: 'express@coffeepoint.kz',
      currency: 'KZT',
    },
  ];
  const randomOrders: Array<Row<'orders'>> = Array.from({ length: 30 }, (_, k) => {
    const amount = random.int(20, 400) * 100 * 10;
    const status = random.pick([
      'PAID',
      'PAID',
      'PAID',
      'REFUNDED',
      'PARTIALLY_REFUNDED',
      'CREATED',
      'FAILED',
    ] as const);
    const orderId = random.uuid();
    const createdDate = iso(today - random.int(0, 120) * DAY - random.int(0, 86_000) * 1000);
    // A refund the day after the order (never after the start of today, so never in the future).
    const refundDate = iso(Math.min(Date.parse(createdDate) + DAY, today));
    const refunds =
      status === 'REFUNDED'
        ? [seededRefund(k, 0, 'FULL', amount, refundDate)]
        : status === 'PARTIALLY_REFUNDED'
          ? [seededRefund(k, 0, 'PARTIAL', Math.round(amount / 4), refundDate)]
          : [];
    return withRefunds({
      orderId,
      organizationUuid: DEMO.pushkinLlp,
      amount,
      currency: 'KZT',
      status,
      description: `Order ${1001 + k}`,
      createdDate,
      refunds,
    });
  });
  // The first two are fixed for the refund flows (e2e, stories): a paid order of 500 KZT
  // created yesterday and one already refunded in part, twice.
  const paidCreated = today - DAY + 10 * HOUR;
  const partlyCreated = today - 5 * DAY + 14 * HOUR;
  const orders: Array<Row<'orders'>> = [
    withRefunds({
      ...randomOrders[0]!,
      orderId: DEMO.paidOrder,
      amount: 50_000,
      status: 'PAID',
      createdDate: iso(paidCreated),
      refunds: [],
    }),
    withRefunds({
      ...randomOrders[1]!,
      orderId: DEMO.partlyRefundedOrder,
      amount: 120_000,
      status: 'PARTIALLY_REFUNDED',
      createdDate: iso(partlyCreated),
      refunds: [
        seededRefund(1, 0, 'PARTIAL', 20_000, iso(partlyCreated + DAY)),
        seededRefund(1, 1, 'PARTIAL', 10_000, iso(partlyCreated + 2 * DAY + 3 * HOUR)),
      ],
    }),
    ...randomOrders.slice(2),
    // Coffee Point LLP's few orders (Coffee Point Express has none).
    ...(
      [
        ['PAID', 35_000, 2, []],
        ['REFUNDED', 18_000, 3, [seededRefund(40, 0, 'FULL', 18_000, iso(today - 2 * DAY))]],
        ['CREATED', 9_000, 1, []],
      ] as const
    ).map(([status, amount, daysAgo, refunds], k) =>
      withRefunds({
        orderId: `d3000000-0000-4000-8000-0000000001${String(k + 1).padStart(2, '0')}`,
        organizationUuid: DEMO.coffeePointLlp,
        amount,
        currency: 'KZT',
        status,
        description: `Order ${501 + k}`,
        createdDate: iso(today - daysAgo * DAY - 8 * HOUR),
        refunds: [...refunds],
      }),
    ),
  ];

  return {
    users,
    sessions: [],
    oneTimeCodes: [],
    sentCodes: [],
    qrCodes,
    teams,
    members,
    invites,
    claims,
    cards: [
      {
        uuid: 'd2000000-0000-4000-8000-000000000001',
        userUuid: DEMO.anna,
        maskedPan: '440043******1234',
        paymentSystem: 'VISA',
        expiryMonth: 9,
        expiryYear: 2029,
        active: true,
      },
    ],
    operations,
    notifications,
    organisations,
    orders,
    tipPayments: [],
    photos: [],
    cardBindings: [],
  };
}
