import { Collection } from '@msw/data';
import {
  cardBindingSchema,
  cardSchema,
  claimSchema,
  inviteSchema,
  memberSchema,
  notificationSchema,
  oneTimeCodeSchema,
  operationSchema,
  orderSchema,
  organisationSchema,
  photoSchema,
  qrCodeSchema,
  qrOpenSchema,
  sentCodeSchema,
  sessionSchema,
  teamSchema,
  tipPaymentSchema,
  userSchema,
} from './schemas';

/**
 * One @msw/data collection per resource. Records point at each other by uuid rather than by
 * @msw/data relations, so a snapshot is plain JSON (relations do not survive a round trip).
 */
export const db = {
  users: new Collection({ schema: userSchema }),
  sessions: new Collection({ schema: sessionSchema }),
  oneTimeCodes: new Collection({ schema: oneTimeCodeSchema }),
  sentCodes: new Collection({ schema: sentCodeSchema }),
  qrCodes: new Collection({ schema: qrCodeSchema }),
  teams: new Collection({ schema: teamSchema }),
  members: new Collection({ schema: memberSchema }),
  invites: new Collection({ schema: inviteSchema }),
  claims: new Collection({ schema: claimSchema }),
  cards: new Collection({ schema: cardSchema }),
  operations: new Collection({ schema: operationSchema }),
  notifications: new Collection({ schema: notificationSchema }),
  organisations: new Collection({ schema: organisationSchema }),
  orders: new Collection({ schema: orderSchema }),
  tipPayments: new Collection({ schema: tipPaymentSchema }),
  photos: new Collection({ schema: photoSchema }),
  cardBindings: new Collection({ schema: cardBindingSchema }),
  qrOpens: new Collection({ schema: qrOpenSchema }),
};

export type Db = typeof db;
export type CollectionName = keyof Db;
/** Plain JSON row of a collection, as its schema takes it. */
export type RowOf<Name extends CollectionName> = Parameters<Db[Name]['create']>[0];
/** Every collection's rows: the seed and the persisted snapshot. */
export type Snapshot = { [Name in CollectionName]: Array<RowOf<Name>> };

/** What identifies a row of each collection (persistence tells changed seed rows apart by it). */
export const rowKey: { [Name in CollectionName]: (row: RowOf<Name>) => string } = {
  users: (row) => row.uuid,
  sessions: (row) => row.token,
  oneTimeCodes: (row) => row.id,
  sentCodes: (row) => row.id,
  qrCodes: (row) => row.uuid,
  teams: (row) => row.uuid,
  members: (row) => row.qrCodeUuid,
  invites: (row) => row.uuid,
  claims: (row) => `${row.teamUuid}/${row.qrCodeUuid}`,
  cards: (row) => row.uuid,
  operations: (row) => row.uuid,
  notifications: (row) => row.uuid,
  organisations: (row) => row.uuid,
  orders: (row) => row.orderId,
  tipPayments: (row) => row.orderId,
  photos: (row) => row.uuid,
  cardBindings: (row) => row.orderId,
  qrOpens: (row) => row.id,
};
