import type { RowOf, Snapshot } from './collections';
import { DEMO, grandHotelMemberIds, photoOf } from './demo-ids';
import { createRandom, type Random } from './random';
import { seedQrOpens } from './seed/qr-opens';
import { DAY, DEFAULT_AMOUNTS, DEFAULT_LIMITS, person, qrCode, randomTip, user } from './seed/rows';

/** How much demo data the store holds: the seed alone, or the seed plus the bulk set below. */
export type Volume = 'normal' | 'large';
export const VOLUMES: readonly Volume[] = ['normal', 'large'];

export function isVolume(value: unknown): value is Volume {
  return VOLUMES.includes(value as Volume);
}

/** The large data set's sizes (mocks/README.md): a contract with the benchmarks. */
export const LARGE_VOLUME = {
  /** Anna's tips over the past three years. */
  annaOperations: 100_000,
  years: 3,
  /** Grand Hotel's members, Anna included. */
  grandHotelMembers: 1_000,
  /** Tips of Grand Hotel's other members, so its history and ranking have everyone in them. */
  grandHotelOperations: 20_000,
};

/** Stars as guests give them: mostly five, a few low ones (cumulative shares of 1..5). */
const STAR_SHARES = [0.03, 0.07, 0.16, 0.38, 1];

/** Comments by how the guest rated, in the product's three languages. */
const COMMENTS = {
  good: [
    'Thank you, the best service in town!',
    'Very attentive, we will come back',
    'Спасибо, всё было вкусно!',
    'Отличное обслуживание, спасибо большое',
    'Рақмет, бәрі керемет болды!',
    'Өте жақсы қызмет',
    'Lovely evening, thank you',
    'Кофе просто супер',
  ],
  fair: [
    'Good, but we waited a while',
    'Нормально, но долго несли счёт',
    'Жақсы, бірақ сәл ұзақ күттік',
  ],
  poor: ['Slow service tonight', 'Долго ждали, заказ перепутали', 'Тағам суық болды'],
};

/**
 * Three years of what guests said, drawn from their own generator so every other value of
 * the set stays as it was: the stars of rated tips spread from 1 to 5 (mostly 5), and comments
 * that match them, in ru, en and kz.
 */
function addFeedback(operations: Array<RowOf<'operations'>>, random: Random) {
  for (const operation of operations) {
    if (operation.rating !== undefined) {
      const draw = random.next();
      operation.rating = STAR_SHARES.findIndex((share) => draw < share) + 1;
    }
    if (operation.message) {
      const rating = operation.rating ?? 5;
      operation.message = random.pick(
        rating >= 4 ? COMMENTS.good : rating === 3 ? COMMENTS.fair : COMMENTS.poor,
      );
    }
  }
}

/**
 * The bulk rows of the large data set, added to the seed: deterministic like it (a fixed
 * generator, dates counted back from `today`). Rebuilt at start-up, never persisted.
 */
export function buildLargeVolume(today: number): Snapshot {
  const random = createRandom(20261124);
  const span = LARGE_VOLUME.years * 365;
  // Days before today, as in the seed: never a tip from later today.
  const randomTime = () => today - random.int(1, span) * DAY + random.int(8 * 60, 23 * 60) * 60_000;

  const users: Array<RowOf<'users'>> = [];
  const qrCodes: Array<RowOf<'qrCodes'>> = [
    qrCode(
      {
        uuid: DEMO.grandHotelQrCode,
        ownerUuid: DEMO.anna,
        teamUuid: DEMO.grandHotel,
        title: 'Grand Hotel',
      },
      today - span * DAY,
    ),
  ];
  const teams: Array<RowOf<'teams'>> = [
    {
      uuid: DEMO.grandHotel,
      title: 'Grand Hotel',
      type: 'hotel',
      photoUuid: photoOf(DEMO.grandHotel),
      ownerUuid: DEMO.anna,
      inn: '987654321098',
      address: 'Astana, Mangilik El ave 10',
      verified: true,
      qrCodeUuid: DEMO.grandHotelQrCode,
      limits: DEFAULT_LIMITS,
      amounts: DEFAULT_AMOUNTS,
      defaultAmounts: [5],
    },
  ];
  const members: Array<RowOf<'members'>> = [];
  for (let n = 0; n < LARGE_VOLUME.grandHotelMembers; n += 1) {
    const ids = grandHotelMemberIds(n);
    const who = person(n, random);
    const joinedAt = today - random.int(1, span) * DAY;
    const userUuid = n === 0 ? DEMO.anna : ids.user;
    if (n > 0)
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
      teamUuid: DEMO.grandHotel,
      userUuid,
      qrCodeUuid: ids.qrCode,
      role: n === 0 ? 'OWNER' : n <= 5 ? 'ADMIN' : 'MEMBER',
      jobPosition: n === 0 ? 'owner' : who.jobPosition,
      joinedAt,
    });
    qrCodes.push(
      qrCode(
        {
          uuid: ids.qrCode,
          ownerUuid: userUuid,
          teamUuid: DEMO.grandHotel,
          title: n === 0 ? 'Anna Petrova, Grand Hotel' : `${who.firstName} ${who.lastName}`,
          table: String(random.int(1, 60)),
        },
        joinedAt,
      ),
    );
  }

  const operations: Array<RowOf<'operations'>> = [];
  const annaInCafe = `a2${DEMO.annaQrCode.slice(2)}`;
  const annaInHotel = grandHotelMemberIds(0).qrCode;
  for (let i = 0; i < LARGE_VOLUME.annaOperations; i += 1) {
    const via = random.next();
    const date = randomTime();
    operations.push(
      randomTip(
        random,
        DEMO.anna,
        date,
        via < 0.6
          ? { qrUuid: DEMO.annaQrCode }
          : via < 0.8
            ? { qrUuid: annaInCafe, teamUuid: DEMO.team }
            : { qrUuid: annaInHotel, teamUuid: DEMO.grandHotel },
        random.chance(0.6),
      ),
    );
  }
  for (let i = 0; i < LARGE_VOLUME.grandHotelOperations; i += 1) {
    const member = members[random.int(1, members.length - 1)]!;
    operations.push(
      randomTip(
        random,
        member.userUuid,
        randomTime(),
        { qrUuid: member.qrCodeUuid, teamUuid: DEMO.grandHotel },
        random.chance(0.6),
      ),
    );
  }

  addFeedback(operations, createRandom(20261127));
  const qrOpens = seedQrOpens('bulk', operations, createRandom(20261128));

  return {
    users,
    sessions: [],
    oneTimeCodes: [],
    sentCodes: [],
    qrCodes,
    teams,
    members,
    invites: [],
    claims: [],
    cards: [],
    operations,
    notifications: [],
    organisations: [],
    orders: [],
    tipPayments: [],
    photos: [],
    cardBindings: [],
    qrOpens,
  };
}
