import { db, type CollectionName, type Snapshot } from './collections';
import { buildSeed, SEED_VERSION } from './seed';

/** Where a snapshot of the store lives between runs: localStorage, a JSON file, or nowhere. */
export interface SnapshotStorage {
  load(): string | null;
  save(text: string): void;
}

interface StoredSnapshot {
  seedVersion: number;
  data: Snapshot;
}

const names = Object.keys(db) as CollectionName[];
let storage: SnapshotStorage | null = null;
let ready: Promise<void> | null = null;
let restoring = false;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
let cachedSeed: Snapshot | null = null;

export function takeSnapshot(): Snapshot {
  // JSON round trip: drops the symbols @msw/data keeps on records.
  return JSON.parse(
    JSON.stringify(Object.fromEntries(names.map((name) => [name, db[name].all()]))),
  ) as Snapshot;
}

async function restore(snapshot: Snapshot): Promise<void> {
  restoring = true;
  try {
    for (const name of names) {
      const collection = db[name] as unknown as {
        clear(): void;
        create(row: unknown): Promise<unknown>;
      };
      collection.clear();
      for (const row of snapshot[name]) await collection.create(row);
    }
  } finally {
    restoring = false;
  }
}

/** Writes the store now (the gateway page calls this before it navigates away). */
export function flushStore(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  storage?.save(
    JSON.stringify({ seedVersion: SEED_VERSION, data: takeSnapshot() } satisfies StoredSnapshot),
  );
}

function scheduleSave(): void {
  if (restoring || !storage || saveTimer) return;
  // Deferred: @msw/data fires its hooks before the change lands.
  saveTimer = setTimeout(flushStore, 0);
}

for (const name of names) {
  const hooks = db[name].hooks as unknown as { on(event: string, listener: () => void): void };
  hooks.on('create', scheduleSave);
  hooks.on('update', scheduleSave);
  hooks.on('delete', scheduleSave);
}

function seed(): Snapshot {
  // The seed is pure per day; building it once saves time in test runs that reset often.
  cachedSeed ??= buildSeed();
  return structuredClone(cachedSeed);
}

/**
 * Keeps the store in `target` from now on (call before the first request). The stored
 * snapshot is loaded when it came from the current seed version; otherwise the seed is.
 */
export function persistStoreIn(target: SnapshotStorage | null): void {
  storage = target;
  ready = null;
}

function readStored(): Snapshot | null {
  const text = storage?.load();
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as StoredSnapshot;
    return stored.seedVersion === SEED_VERSION ? stored.data : null;
  } catch {
    return null;
  }
}

/** Resolves once the store holds data; every handler awaits it (stories and tests need no setup). */
export function storeReady(): Promise<void> {
  ready ??= (async () => {
    const stored = readStored();
    await restore(stored ?? seed());
    if (!stored) flushStore();
  })();
  return ready;
}

/** Back to the demo data (QA panel button, `npm run mock:reset`, vitest between tests). */
export async function resetStore(): Promise<void> {
  ready = restore(seed());
  await ready;
  flushStore();
}
