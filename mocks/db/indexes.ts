import { db, type CollectionName, type Db } from './collections';

/** A stored record of a collection (what its queries return). */
export type RecordOf<Name extends CollectionName> = NonNullable<ReturnType<Db[Name]['findFirst']>>;

type ChangeListener = () => void;
const listeners = new Map<CollectionName, Set<ChangeListener>>();

function tellListeners(name: CollectionName): void {
  for (const listener of listeners.get(name) ?? []) listener();
}

/**
 * Calls `listener` whenever a collection changes. @msw/data fires its hooks before the change
 * lands (and a create awaits its hooks), so the listener runs again once the task has ended:
 * a read squeezed in between cannot keep a stale copy.
 */
function onChange(name: CollectionName, listener: ChangeListener): void {
  let set = listeners.get(name);
  if (!set) {
    set = new Set();
    listeners.set(name, set);
    let pending = false;
    const changed = () => {
      tellListeners(name);
      if (pending) return;
      pending = true;
      setTimeout(() => {
        pending = false;
        tellListeners(name);
      }, 0);
    };
    const hooks = db[name].hooks as unknown as { on(event: string, listener: () => void): void };
    for (const event of ['create', 'update', 'delete']) hooks.on(event, changed);
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
  tellListeners(name);
}

/**
 * A value computed from some collections, kept until one of them changes: an index, a day-sum
 * table. Built on first use after a change, so a bulk load pays once, not once per record.
 */
export function derived<Value>(from: readonly CollectionName[], compute: () => Value): () => Value {
  let cache: { value: Value } | null = null;
  for (const name of from) onChange(name, () => (cache = null));
  return () => (cache ??= { value: compute() }).value;
}

/**
 * A value per key computed from some collections (one team's day sums, one person's ranking),
 * each kept until one of the collections changes.
 */
export function memoBy<Key, Value>(
  from: readonly CollectionName[],
  compute: (key: Key) => Value,
): (key: Key) => Value {
  const cache = new Map<Key, Value>();
  for (const name of from) onChange(name, () => cache.clear());
  return (key) => {
    if (!cache.has(key)) cache.set(key, compute(key));
    return cache.get(key)!;
  };
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
  const groups = derived([name], () => {
    const map = new Map<Key, RecordOf<Name>[]>();
    for (const record of db[name].all() as unknown as RecordOf<Name>[]) {
      const keys = keysOf(record);
      if (keys === undefined) continue;
      for (const key of Array.isArray(keys) ? (keys as readonly Key[]) : [keys as Key]) {
        const group = map.get(key);
        if (group) group.push(record);
        else map.set(key, [record]);
      }
    }
    if (order) for (const group of map.values()) group.sort(order);
    return map;
  });
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
  /** Tips paid through one QR code, newest first. */
  operationsOfQrCode: indexBy('operations', (operation) => operation.qrUuid, newestFirst('date')),
  /** A person's notifications, newest first. */
  notificationsOfUser: indexBy(
    'notifications',
    (notification) => notification.userUuid,
    newestFirst('createdDate'),
  ),
};
