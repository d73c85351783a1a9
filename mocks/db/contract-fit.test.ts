import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cardSchema,
  claimSchema,
  contractOf,
  inviteSchema,
  memberSchema,
  notificationSchema,
  operationSchema,
  orderSchema,
  organisationSchema,
  qrCodeSchema,
  teamSchema,
  tipPaymentSchema,
  userSchema,
} from './schemas';
import { buildSeed } from './seed';

type ContractCollection = keyof typeof contractOf;

/**
 * Contract fields a collection does not keep because handlers join them in from other records
 * (names from the person, titles from the team) or work them out (counts, deleted flags).
 */
const JOINED: Record<ContractCollection, string[]> = {
  users: [],
  qrCodes: ['kind'],
  teams: ['membersCount'],
  members: ['firstName', 'lastName', 'fullName'],
  invites: ['teamTitle'],
  claims: ['firstName', 'lastName', 'fullName'],
  cards: [],
  operations: ['amountExists', 'qrCodeDeleted', 'memberDeleted'],
  notifications: [],
  organisations: [],
  orders: [],
  tipPayments: ['currency', 'orderParams'],
};

const names = Object.keys(contractOf) as ContractCollection[];
const seed = buildSeed(Date.UTC(2026, 4, 15));

function contractShape(name: ContractCollection): Record<string, z.ZodType> {
  return contractOf[name].shape;
}

/** The contract object with its joined fields optional: what one stored record must satisfy. */
function storedPartOf(name: ContractCollection) {
  const shape = contractShape(name);
  return z
    .object(shape)
    .extend(Object.fromEntries(JOINED[name].map((key) => [key, shape[key]!.optional()])));
}

/** Each collection's record schema (mocks/db/collections.ts), to compare its fields. */
const RECORD: Record<ContractCollection, { shape: object }> = {
  users: userSchema,
  qrCodes: qrCodeSchema,
  teams: teamSchema,
  members: memberSchema,
  invites: inviteSchema,
  claims: claimSchema,
  cards: cardSchema,
  operations: operationSchema,
  notifications: notificationSchema,
  organisations: organisationSchema,
  orders: orderSchema,
  tipPayments: tipPaymentSchema,
};

describe('the store fits the contract', () => {
  it.each(names)('%s leaves out only the required contract fields handlers join in', (name) => {
    const missing = Object.entries(contractShape(name))
      .filter(([key, field]) => !(key in RECORD[name].shape) && !field.safeParse(undefined).success)
      .map(([key]) => key);
    // A new required contract field must be stored, or joined by the handlers and listed here.
    expect(missing.sort()).toEqual([...JOINED[name]].sort());
  });

  // tipPayments starts empty; payment.test.ts parses paid orders through finished-payment-info.
  it.each(names.filter((name) => name !== 'tipPayments'))(
    'every seeded %s record parses through its generated schema',
    (name) => {
      const records = seed[name];
      expect(records.length).toBeGreaterThan(0);
      const schema = storedPartOf(name);
      for (const record of records) {
        expect(schema.safeParse(record).error?.issues, JSON.stringify(record)).toBeUndefined();
      }
    },
  );
});
