import type { RowOf } from '../collections';
import { DEMO } from '../demo-ids';
import type { Random } from '../random';

/**
 * The seed's building blocks, shared by every collection's module and the large data set
 * (volume.ts): time units, defaults, the name lists and one row of each kind.
 */
export const DAY = 24 * 60 * 60 * 1000;
export const HOUR = 60 * 60 * 1000;
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
  fields: Partial<RowOf<'users'>> & Pick<RowOf<'users'>, 'uuid' | 'firstName' | 'lastName'>,
  createdAt: number,
): RowOf<'users'> {
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
  fields: Partial<RowOf<'qrCodes'>> & Pick<RowOf<'qrCodes'>, 'uuid' | 'ownerUuid' | 'title'>,
  createdAt: number,
): RowOf<'qrCodes'> {
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
): RowOf<'operations'> {
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
