import { db, type CollectionName, type Db } from './collections';

/** A stored record of a collection (what its queries return). */
export type RecordOf<Name extends CollectionName> = NonNullable<ReturnType<Db[Name]['findFirst']>>;

/** A record created (kept values can take it in), or any other change (they start over). */
type Change = { created: unknown } | null;
type ChangeListener = (change: Change) => void;
const listeners = new Map<CollectionName, Set<ChangeListener>>();

function tellListeners(name: CollectionName, change: Change): void {
  for (const listener of listeners.get(name) ?? []) listener(change);
}

/**
 * Calls `listener` whenever a collection changes. A create hands over the record (@msw/data
 * pushes that same object once its hooks are done), so an index can take it in place: a new
 * tip costs an insert, not a rebuild over 100,000 operations. Updates and deletes fire their
 * hooks before the change lands, so for them the listener runs again once the task has ended:
 * a read squeezed in between cannot keep a stale copy.
 */
function onChange(name: CollectionName, listener: ChangeListener): void {
  let set = listeners.get(name);
  if (!set) {
    set = new Set();
    listeners.set(name, set);
    let pending = false;
    const changed = () => {
      tellListeners(name, null);
      if (pending) return;
      pending = true;
      setTimeout(() => {
        pending = false;
        tellListeners(name, null);
      }, 0);
    };
    const hooks = db[name].hooks as unknown as {
      on(event: string, listener: (event: { data: { record?: unknown } }) => void): void;
    };
    hooks.on('create', (event) => tellListeners(name, { created: event.data.record }));
    for (const event of ['update', 'delete']) hooks.on(event, changed);
  }
  set.add(listener);
}

/**
 * Empties a collection at once. @msw/data's `clear()` deletes record by record, each delete
 * searching the array: quadratic, minutes for the large data set's 120,000 operations. `all()`
 * hands out the collection's own array, so emptying it is the whole clear; no delete hooks
 * fire, so the derived values are told here.
 */
export function clearCollection(name: CollectionName): void {
  (db[name].all() as unknown[]).length = 0;
  tellListeners(name, null);
}

/**
 * How a kept value takes in a created record; false when it cannot (the value is then
 * computed again on next use).
 */
type TakeCreated<Value> = (value: Value, record: unknown) => boolean;

/**
 * A value computed from some collections, kept until one of them changes: an index, a day-sum
 * table. Built on first use after a change, so a bulk load pays once, not once per record;
 * with `takeCreated`, a new record updates it in place instead.
 */
export function derived<Value>(
  from: readonly CollectionName[],
  compute: () => Value,
  takeCreated?: TakeCreated<Value>,
): () => Value {
  let cache: { value: Value } | null = null;
  for (const name of from)
    onChange(name, (change) => {
      if (!cache) return;
      if (!change || !takeCreated?.(cache.value, change.created)) cache = null;
    });
  return () => (cache ??= { value: compute() }).value;
}

/**
 * A value per key computed from some collections (one team's day sums, one person's ranking),
 * each kept until one of the collections changes, or updated in place by `takeCreated`.
 */
export function memoBy<Key, Value>(
  from: readonly CollectionName[],
  compute: (key: Key) => Value,
  takeCreated?: (value: Value, key: Key, record: unknown) => boolean,
): (key: Key) => Value {
  const cache = new Map<Key, Value>();
  for (const name of from)
    onChange(name, (change) => {
      if (!change || !takeCreated) return cache.clear();
      for (const [key, value] of cache)
        if (!takeCreated(value, key, change.created)) cache.delete(key);
    });
  return (key) => {
    if (!cache.has(key)) cache.set(key, compute(key));
    return cache.get(key)!;
  };
}

/** Puts `item` into an array kept in `order` (binary search for its place). */
export function insertInOrder<Item>(
  items: Item[],
  item: Item,
  order: (a: Item, b: Item) => number,
): void {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (order(items[middle]!, item) <= 0) low = middle + 1;
    else high = middle;
  }
  items.splice(low, 0, item);
}

/**
 * The records of a collection grouped by a key (a record may sit under several keys, or none),
 * each group in `order`. Lookups are a map read instead of a scan of the whole collection,
 * which is what keeps list and statistics calls fast with 100,000 operations.
 */
export function indexBy<Name extends CollectionName, Key>(
  name: Name,
  keysOf: (record: RecordOf<Name>) => Key | readonly Key[] | undefined,
  order?: (a: RecordOf<Name>, b: RecordOf<Name>) => number,
): (key: Key) => readonly RecordOf<Name>[] {
  const keyList = (record: RecordOf<Name>): readonly Key[] => {
    const keys = keysOf(record);
    return keys === undefined ? [] : Array.isArray(keys) ? (keys as readonly Key[]) : [keys as Key];
  };
  const add = (map: Map<Key, RecordOf<Name>[]>, record: RecordOf<Name>, sorted: boolean) => {
    for (const key of keyList(record)) {
      const group = map.get(key);
      if (!group) map.set(key, [record]);
      else if (sorted && order) insertInOrder(group, record, order);
      else group.push(record);
    }
  };
  const groups = derived(
    [name],
    () => {
      const map = new Map<Key, RecordOf<Name>[]>();
      for (const record of db[name].all() as unknown as RecordOf<Name>[]) add(map, record, false);
      if (order) for (const group of map.values()) group.sort(order);
      return map;
    },
    (map, record) => {
      add(map, record as RecordOf<Name>, true);
      return true;
    },
  );
  return (key) => groups().get(key) ?? [];
}

/** One record per key (uuid lookups of people, teams, QR codes). */
export function uniqueIndex<Name extends CollectionName, Key>(
  name: Name,
  keyOf: (record: RecordOf<Name>) => Key,
): (key: Key | undefined) => RecordOf<Name> | undefined {
  const byKey = indexBy(name, keyOf);
  return (key) => (key === undefined ? undefined : byKey(key)[0]);
}

/** Newest first by an ISO date-time field (ISO strings of one format sort as text). */
export const newestFirst =
  <Field extends string>(field: Field) =>
  (a: Record<Field, string>, b: Record<Field, string>) =>
    a[field] < b[field] ? 1 : a[field] > b[field] ? -1 : 0;

/** The store's indexes, shared by every handler that needs them. */
export const indexes = {
  userByUuid: uniqueIndex('users', (user) => user.uuid),
  teamByUuid: uniqueIndex('teams', (team) => team.uuid),
  qrCodeByUuid: uniqueIndex('qrCodes', (qrCode) => qrCode.uuid),
  photoByUuid: uniqueIndex('photos', (photo) => photo.uuid),
  memberByQrCode: uniqueIndex('members', (member) => member.qrCodeUuid),
  membersOfTeam: indexBy('members', (member) => member.teamUuid),
  membershipsOfUser: indexBy('members', (member) => member.userUuid),
  qrCodesOfOwner: indexBy('qrCodes', (qrCode) => qrCode.ownerUuid),
  /** A person's received tips, newest first. */
  operationsOfRecipient: indexBy(
    'operations',
    (operation) => operation.recipientUuid,
    newestFirst('date'),
  ),
  /** Tips paid through a team's codes, newest first. */
  operationsOfTeam: indexBy('operations', (operation) => operation.teamUuid, newestFirst('date')),
  /** Tips a member received through their team's codes (key `teamUuid/userUuid`), newest first. */
  operationsOfTeamRecipient: indexBy(
    'operations',
    (operation) =>
      operation.teamUuid ? `${operation.teamUuid}/${operation.recipientUuid}` : undefined,
    newestFirst('date'),
  ),
  /** Tips paid through one QR code, newest first. */
  operationsOfQrCode: indexBy('operations', (operation) => operation.qrUuid, newestFirst('date')),
  /** Opens of one QR code's tip page (a record per open, or per seeded day). */
  opensOfQrCode: indexBy('qrOpens', (open) => open.qrUuid),
  /** A person's notifications, newest first. */
  notificationsOfUser: indexBy(
    'notifications',
    (notification) => notification.userUuid,
    newestFirst('createdDate'),
  ),
  /** The QR codes of a team: its own, its members' and those made for it. */
  qrCodesOfTeam: indexBy('qrCodes', (qrCode) => qrCode.teamUuid),
  /** One tip by its uuid (an operation opened from a link). */
  operationByUuid: uniqueIndex('operations', (operation) => operation.uuid),
  /** A person's organisations (order-to-order). */
  organisationsOfOwner: indexBy('organisations', (organisation) => organisation.ownerUuid),
  organisationByUuid: uniqueIndex('organisations', (organisation) => organisation.uuid),
  /** An organisation's orders, newest first. */
  ordersOfOrganisation: indexBy(
    'orders',
    (order) => order.organizationUuid,
    newestFirst('createdDate'),
  ),
  orderById: uniqueIndex('orders', (order) => order.orderId),
  /** The order a refund's Idempotency-Key was used with (one, or none). */
  ordersByRefundKey: indexBy('orders', (order) =>
    order.refunds.map((refund) => refund.idempotencyKey),
  ),
};
