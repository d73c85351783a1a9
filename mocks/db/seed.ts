import type { Snapshot } from './collections';
import { createRandom } from './random';
import { seedCards } from './seed/cards';
import { seedNotifications } from './seed/notifications';
import { seedOperations } from './seed/operations';
import { seedOrders, seedOrganisations } from './seed/orders';
import { drawPeople } from './seed/people';
import { seedQrCodes } from './seed/qr-codes';
import { seedQrOpens } from './seed/qr-opens';
import { DAY, startOfUtcDay } from './seed/rows';
import { seedClaims, seedInvites, seedMembers, seedTeams } from './seed/teams';
import { seedUsers } from './seed/users';

/** Bump when the seed changes shape: stored snapshots of an older seed are dropped. */
export const SEED_VERSION = 9;

/**
 * The demo data (mocks/README.md has it as a table), one module per collection in `seed/`.
 * Pure: the same `today` gives the same rows; dates are relative to it so "the past 13 months"
 * stays true.
 */
export function buildSeed(today: number = startOfUtcDay()): Snapshot {
  const random = createRandom(20261121);
  const longAgo = today - 400 * DAY;
  // One random sequence, drawn in this order: the made-up people, Anna's tips, the orders.
  // Drawing them in another order would change every generated row.
  const people = drawPeople(random, today);
  const operations = seedOperations(random, today);
  const orders = seedOrders(random, today);
  // Their own generator: the tips' sources and opens leave every other row as it was.
  const qrOpens = seedQrOpens('seed', operations, createRandom(20261127));

  return {
    users: seedUsers(longAgo, people),
    sessions: [],
    oneTimeCodes: [],
    sentCodes: [],
    qrCodes: seedQrCodes(longAgo, people),
    teams: seedTeams(),
    members: seedMembers(longAgo, people),
    invites: seedInvites(today),
    claims: seedClaims(today, people),
    cards: seedCards(),
    operations,
    notifications: seedNotifications(today, operations),
    organisations: seedOrganisations(),
    orders,
    tipPayments: [],
    photos: [],
    cardBindings: [],
    qrOpens,
  };
}
