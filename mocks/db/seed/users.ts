import type { RowOf } from '../collections';
import { DEMO, photoOf } from '../demo-ids';
import type { DrawnPeople, DrawnPerson } from './people';
import { user } from './rows';

/** A generated person's account (a member's with their job position). */
function drawnUser(
  { ids, who, since }: DrawnPerson,
  extra: Partial<Pick<RowOf<'users'>, 'jobPosition'>>,
): RowOf<'users'> {
  return user(
    {
      uuid: ids.user,
      firstName: who.firstName,
      lastName: who.lastName,
      phone: ids.phone,
      photo: ids.photo,
      gender: who.gender,
      ...extra,
    },
    since,
  );
}

/**
 * The accounts: Anna (the demo account), Ivan (not active), Maria (Coffee Point), an unfinished
 * business registration, Cafe Pushkin's generated people and Timur, who left it.
 */
export function seedUsers(longAgo: number, people: DrawnPeople): Array<RowOf<'users'>> {
  return [
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
    ...people.members.map((member) => drawnUser(member, { jobPosition: member.who.jobPosition })),
    ...people.claimants.map((claimant) => drawnUser(claimant, {})),
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
  ];
}
