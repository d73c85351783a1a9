// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { db } from './collections';
import { DEMO } from './demo-ids';
import { indexes } from './indexes';
import {
  flushStore,
  persistStoreIn,
  resetStore,
  setStoreVolume,
  storeReady,
  type SnapshotStorage,
} from './store';
import { LARGE_VOLUME } from './volume';

/** A snapshot storage in memory, as localStorage would be. */
function memoryStorage(): SnapshotStorage & { text: string | null } {
  const storage = {
    text: null as string | null,
    load: () => storage.text,
    save: (text: string) => void (storage.text = text),
  };
  return storage;
}

/** Waits for the deferred save that follows a change. */
const saved = () => new Promise((resolve) => setTimeout(resolve, 5));

afterAll(async () => {
  persistStoreIn(null);
  setStoreVolume('normal');
  await resetStore();
});

describe('the store', () => {
  it('keeps what people change across a restart', async () => {
    const storage = memoryStorage();
    persistStoreIn(storage);
    await resetStore();
    await db.cards.update((q) => q.where({ uuid: 'd2000000-0000-4000-8000-000000000001' }), {
      data: (card) => void (card.active = false),
    });
    await saved();

    persistStoreIn(storage); // a restart: the store comes back from storage
    await storeReady();
    expect(db.cards.findFirst((q) => q.where({ userUuid: DEMO.anna }))?.active).toBe(false);
  });

  it('a page left before its store loaded (pagehide flushes) does not overwrite the stored data', async () => {
    const storage = memoryStorage();
    persistStoreIn(storage);
    await resetStore();
    const before = storage.text;
    expect(before).toContain(DEMO.anna);

    persistStoreIn(storage); // the next page starts...
    flushStore(); // ...and is left at once
    expect(storage.text).toBe(before);
    const loading = storeReady();
    flushStore(); // ...or while its data is still coming back
    await loading;
    expect(JSON.parse(storage.text ?? '{}')).toEqual(JSON.parse(before ?? ''));
    expect(db.users.findFirst((q) => q.where({ uuid: DEMO.anna }))).toBeDefined();
  });

  it('builds the large data set from its seed and persists only the changes made to it', async () => {
    const storage = memoryStorage();
    setStoreVolume('large');
    persistStoreIn(storage);
    await storeReady();

    expect(indexes.operationsOfRecipient(DEMO.anna).length).toBeGreaterThanOrEqual(
      LARGE_VOLUME.annaOperations,
    );
    expect(indexes.membersOfTeam(DEMO.grandHotel)).toHaveLength(LARGE_VOLUME.grandHotelMembers);
    const dates = indexes.operationsOfRecipient(DEMO.anna).map((operation) => operation.date);
    const years = (Date.parse(dates[0]!) - Date.parse(dates.at(-1)!)) / (365 * 86_400_000);
    expect(years).toBeGreaterThan(2.9);
    // Bulk rows are not written: the snapshot stays small enough for localStorage.
    expect(storage.text!.length).toBeLessThan(1_000_000);

    // A change to a bulk row, a deleted bulk row and a new row survive a restart.
    const [renamed, removed] = indexes.membersOfTeam(DEMO.grandHotel).slice(1, 3);
    await db.members.update((q) => q.where({ qrCodeUuid: renamed!.qrCodeUuid }), {
      data: (member) => void (member.jobPosition = 'barista'),
    });
    db.members.delete((q) => q.where({ qrCodeUuid: removed!.qrCodeUuid }));
    await saved();
    expect(storage.text!.length).toBeLessThan(1_000_000);

    persistStoreIn(storage);
    await storeReady();
    const members = indexes.membersOfTeam(DEMO.grandHotel);
    expect(members).toHaveLength(LARGE_VOLUME.grandHotelMembers - 1);
    expect(members.find((m) => m.qrCodeUuid === renamed!.qrCodeUuid)?.jobPosition).toBe('barista');
    expect(members.some((m) => m.qrCodeUuid === removed!.qrCodeUuid)).toBe(false);
  });

  it('starts from the seed again when the volume changes', async () => {
    const storage = memoryStorage();
    setStoreVolume('normal');
    persistStoreIn(storage);
    await resetStore();
    expect(indexes.membersOfTeam(DEMO.grandHotel)).toHaveLength(0);
    expect(indexes.membersOfTeam(DEMO.team)).toHaveLength(65);
  });
});
