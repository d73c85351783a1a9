import type { QrSource } from '../../../src/api/generated/model';
import type { RowOf } from '../collections';
import type { Random } from '../random';
import { DAY, iso } from './rows';

/** The key of opens whose address named no known source (old prints, links shared by hand). */
export const NO_SOURCE = 'none';
export type SourceKey = QrSource | typeof NO_SOURCE;

/**
 * Where guests scan from, as venues print: each source's share of the tips and the share of its
 * opens that end in a tip (a table tent on the table converts best, a card in a pocket least).
 */
const SOURCES: ReadonlyArray<{ key: SourceKey; share: number; conversion: number }> = [
  { key: 't', share: 0.35, conversion: 0.4 },
  { key: 's', share: 0.2, conversion: 0.25 },
  { key: 'l', share: 0.1, conversion: 0.3 },
  { key: 'c', share: 0.1, conversion: 0.12 },
  { key: 'a', share: 0.05, conversion: 0.2 },
  { key: 'f', share: 0.05, conversion: 0.15 },
  { key: NO_SOURCE, share: 0.15, conversion: 0.3 },
];

/**
 * The opens behind seeded tips, drawn from `random` alone so every other value of the seed
 * stays as it was: each tip is given a source (set on the operation), and each code's day gets
 * one record counting, per source, its tips plus the opens that did not end in one. Opens and
 * tips then agree the way the live mock counts them (every tip follows an open). `set` names the
 * data set in the records' ids (the large one's days fall on the seed's).
 */
export function seedQrOpens(
  set: 'seed' | 'bulk',
  operations: Array<RowOf<'operations'>>,
  random: Random,
): Array<RowOf<'qrOpens'>> {
  const days = new Map<string, { qrUuid: string; day: number; tips: Map<SourceKey, number> }>();
  for (const operation of operations) {
    const draw = random.next();
    let total = 0;
    const { key } = SOURCES.find((source) => draw < (total += source.share)) ?? SOURCES[0]!;
    if (key !== NO_SOURCE) operation.source = key;
    const day = Math.floor(Date.parse(operation.date) / DAY);
    const id = `${set}/${operation.qrUuid}/${day}`;
    let entry = days.get(id);
    if (!entry) days.set(id, (entry = { qrUuid: operation.qrUuid, day, tips: new Map() }));
    entry.tips.set(key, (entry.tips.get(key) ?? 0) + 1);
  }
  return [...days].map(([id, { qrUuid, day, tips }]) => ({
    id,
    qrUuid,
    date: iso(day * DAY),
    counts: Object.fromEntries(
      [...tips].map(([key, count]) => {
        const conversion = SOURCES.find((source) => source.key === key)!.conversion;
        const missed = count * (1 / conversion - 1) * (0.6 + random.next() * 0.8);
        return [key, count + Math.round(missed)];
      }),
    ),
  }));
}
