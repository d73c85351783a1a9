import { db, rowKey, type CollectionName, type RowOf, type Snapshot } from './collections';
import { clearCollection } from './indexes';
import { buildSeed, SEED_VERSION } from './seed';
import { startOfUtcDay } from './seed/rows';
import { buildLargeVolume, type Volume } from './volume';

/** Where a snapshot of the store lives between runs: localStorage, a JSON file, or nowhere. */
export interface SnapshotStorage {
  load(): string | null;
  save(text: string): void;
}

/**
 * What is kept between runs: every row that is not bulk data, the bulk rows someone changed,
 * and the keys of bulk rows someone deleted. Bulk data (the large volume) is rebuilt from its
 * seed at start-up instead: 100,000 operations would not fit in localStorage's few megabytes.
 */
interface StoredSnapshot {
  seedVersion: number;
  volume: Volume;
  data: Snapshot;
  removedBulk: Partial<Record<CollectionName, string[]>>;
}

const names = Object.keys(db) as CollectionName[];
let storage: SnapshotStorage | null = null;
let volume: Volume = 'normal';
let ready: Promise<void> | null = null;
/**
 * Whether the store holds the data persistence should keep: not before the first load has
 * finished, nor while one runs. A page left that early (its pagehide flushes) must not
 * overwrite the stored data with an empty or half-restored store.
 */
let loaded = false;
let restoring = false;
/**
 * Whether the store may differ from the seed of `seededDay`: anything written, or loaded any
 * other way, since resetStore last made it that seed.
 */
let written = true;
let seededDay: number | null = null;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
let cachedSeed: { day: number; rows: Snapshot } | null = null;
let cachedBulk: Snapshot | null = null;

/** Keys of the bulk rows loaded now, and of those changed or deleted since. */
let bulkKeys = new Map<CollectionName, Set<string>>();
const changedBulk = new Map<CollectionName, Set<string>>();
const removedBulk = new Map<CollectionName, Set<string>>();

const keyOf = <Name extends CollectionName>(name: Name, row: unknown) =>
  rowKey[name](row as RowOf<Name>);

function remember(marks: Map<CollectionName, Set<string>>, name: CollectionName, key: string) {
  let set = marks.get(name);
  if (!set) marks.set(name, (set = new Set()));
  set.add(key);
}

/** The whole store as plain JSON (the JSON round trip drops @msw/data's symbols). */
export function takeSnapshot(): Snapshot {
  return JSON.parse(
    JSON.stringify(Object.fromEntries(names.map((name) => [name, db[name].all()]))),
  ) as Snapshot;
}

/** What persistence keeps: the store without the bulk rows nobody changed. */
function persistedPart(): StoredSnapshot {
  const data = Object.fromEntries(
    names.map((name) => {
      const bulk = bulkKeys.get(name);
      const changed = changedBulk.get(name);
      const rows = (db[name].all() as unknown[]).filter((row) => {
        const key = bulk && keyOf(name, row);
        return !key || !bulk.has(key) || Boolean(changed?.has(key));
      });
      return [name, JSON.parse(JSON.stringify(rows)) as unknown[]];
    }),
  ) as Snapshot;
  return {
    seedVersion: SEED_VERSION,
    volume,
    data,
    removedBulk: Object.fromEntries([...removedBulk].map(([name, keys]) => [name, [...keys]])),
  };
}

async function restore(snapshot: Snapshot, bulk: Snapshot | null): Promise<void> {
  restoring = true;
  try {
    bulkKeys = new Map();
    for (const name of names) {
      const collection = db[name] as unknown as { create(row: unknown): Promise<unknown> };
      clearCollection(name);
      const own = new Set(snapshot[name].map((row) => keyOf(name, row)));
      const removed = removedBulk.get(name);
      if (bulk) {
        const keys = new Set<string>();
        for (const row of bulk[name]) {
          const key = keyOf(name, row);
          keys.add(key);
          // A bulk row someone changed comes back from the snapshot instead.
          if (!own.has(key) && !removed?.has(key)) await collection.create(row);
        }
        bulkKeys.set(name, keys);
      }
      for (const row of snapshot[name]) await collection.create(row);
    }
  } finally {
    restoring = false;
  }
}

/** Writes the store now (the gateway page calls this before it navigates away). */
export function flushStore(): void {
  if (!loaded || restoring) return;
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  try {
    storage?.save(JSON.stringify(persistedPart()));
  } catch (error) {
    // localStorage's quota (a few MB) can be met by uploaded photos: keep working in memory.
    console.warn('[mock backend] the store could not be saved', error);
  }
}

/**
 * Writes the store if a change of this page's is still waiting to be saved (a page that
 * leaves). A page that changed nothing writes nothing: its copy may be older than what another
 * tab saved since (a tip page opened from the cabinet, then reloaded).
 */
export function flushPendingSave(): void {
  if (saveTimer) flushStore();
}

function scheduleSave(): void {
  if (restoring || !storage || saveTimer) return;
  // Deferred: @msw/data fires its hooks before the change lands.
  saveTimer = setTimeout(flushStore, 0);
}

for (const name of names) {
  const hooks = db[name].hooks as unknown as {
    on(event: string, listener: (event: { data: Record<string, unknown> }) => void): void;
  };
  const track =
    (marks: Map<CollectionName, Set<string>>, field: 'prevRecord' | 'deletedRecord') =>
    (event: { data: Record<string, unknown> }) => {
      if (restoring) return;
      const key = keyOf(name, event.data[field]);
      if (bulkKeys.get(name)?.has(key)) remember(marks, name, key);
    };
  const markWritten = () => void (written ||= !restoring);
  hooks.on('create', markWritten);
  hooks.on('update', markWritten);
  hooks.on('delete', markWritten);
  hooks.on('create', scheduleSave);
  hooks.on('update', track(changedBulk, 'prevRecord'));
  hooks.on('update', scheduleSave);
  hooks.on('delete', track(removedBulk, 'deletedRecord'));
  hooks.on('delete', scheduleSave);
}

function seed(): Snapshot {
  // The seed is pure per day; building it once a day saves time in test runs that reset
  // often, and a reset after midnight (or on a story's frozen clock) gets that day's dates.
  const day = startOfUtcDay();
  if (cachedSeed?.day !== day) cachedSeed = { day, rows: buildSeed(day) };
  return structuredClone(cachedSeed.rows);
}

function bulk(): Snapshot | null {
  if (volume !== 'large') return null;
  // Rows are created from these objects and never written back, so no copy is needed.
  cachedBulk ??= buildLargeVolume(startOfUtcDay());
  return cachedBulk;
}

/**
 * Keeps the store in `target` from now on (call before the first request). The stored
 * snapshot is loaded when it came from the current seed version and volume; otherwise the
 * seed is.
 */
export function persistStoreIn(target: SnapshotStorage | null): void {
  storage = target;
  ready = null;
  loaded = false;
}

/**
 * The amount of demo data: `normal` (the seed) or `large` (plus 100,000 operations over 3 years
 * and a team of 1,000 members, for benchmarks). Call before the first request; a change of
 * volume starts from the seed again.
 */
export function setStoreVolume(next: Volume): void {
  volume = next;
  ready = null;
  loaded = false;
}

export function storeVolume(): Volume {
  return volume;
}

function readStored(): StoredSnapshot | null {
  const text = storage?.load();
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as StoredSnapshot;
    return stored.seedVersion === SEED_VERSION && stored.volume === volume ? stored : null;
  } catch {
    return null;
  }
}

function forgetBulkChanges(removed: StoredSnapshot['removedBulk'] = {}): void {
  changedBulk.clear();
  removedBulk.clear();
  for (const [name, keys] of Object.entries(removed) as Array<[CollectionName, string[]]>)
    for (const key of keys) remember(removedBulk, name, key);
}

/**
 * Resolves once the store holds data. The first handler (mocks/handlers/store-gate.ts) waits
 * for it before any call is answered, so stories and tests need no setup.
 */
export function storeReady(): Promise<void> {
  ready ??= (async () => {
    const stored = readStored();
    written = true;
    forgetBulkChanges(stored?.removedBulk);
    const rows = bulk();
    await restore(stored?.data ?? seed(), rows);
    loaded = true;
    // Bulk rows that came back from the snapshot were changed before: keep them marked.
    if (stored && rows)
      for (const name of names)
        for (const row of stored.data[name]) {
          const key = keyOf(name, row);
          if (bulkKeys.get(name)?.has(key)) remember(changedBulk, name, key);
        }
    if (!stored) flushStore();
  })();
  return ready;
}

/** Back to the demo data (QA panel button, `npm run mock:reset`, vitest between tests). */
export async function resetStore(): Promise<void> {
  forgetBulkChanges();
  const day = startOfUtcDay();
  ready = restore(seed(), bulk());
  await ready;
  loaded = true;
  written = false;
  seededDay = day;
  flushStore();
}

/**
 * Back to the demo data unless the store holds it already: nothing written since the last
 * reset, on the same day's seed (before every story: most kit stories never touch the store).
 */
export async function resetStoreIfWritten(): Promise<void> {
  if (written || !loaded || seededDay !== startOfUtcDay()) await resetStore();
}
