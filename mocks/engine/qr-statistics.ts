import {
  QrSource,
  type QrCodeStatistic,
  type QrSourceFigures,
} from '../../src/api/generated/model';
import { now } from '../clock';
import { db } from '../db/collections';
import { indexes, memoBy, type RecordOf } from '../db/indexes';
import { NO_SOURCE, type SourceKey } from '../db/seed/qr-opens';
import { DAY } from '../db/seed/rows';

/*
 * Opens and tips per QR code (qrcode/statistic): every payment/form of a code is an open, under
 * the source its address named; every paid tip through it is a tip. Both are kept per code, UTC
 * day and source, built once from the code's own records (indexes) and taking new ones in place,
 * so a period's figures add up days, never the whole store.
 */

const PRINTED: readonly string[] = Object.values(QrSource);
const SOURCE_ORDER: readonly SourceKey[] = [...Object.values(QrSource), NO_SOURCE];

/** The address's `s` when it names a source the product prints; anything else is none. */
export function knownSource(raw: string | undefined): QrSource | undefined {
  return raw !== undefined && PRINTED.includes(raw) ? (raw as QrSource) : undefined;
}

/** An open of a code's tip page (payment/form, a team page's first payment/form/team). */
export async function recordOpen(qrUuid: string, source: string | undefined): Promise<void> {
  await db.qrOpens.create({
    id: crypto.randomUUID(),
    qrUuid,
    date: new Date(now()).toISOString(),
    counts: { [knownSource(source) ?? NO_SOURCE]: 1 },
  });
}

interface Figures {
  opens: number;
  tips: number;
  sum: number;
}
/** One code's figures by UTC day (days since 1970) and source. */
type DayTable = Map<number, Map<SourceKey, Figures>>;

const dayOf = (date: string) => Math.floor(Date.parse(date) / DAY);

function cell(table: DayTable, day: number, key: SourceKey): Figures {
  let sources = table.get(day);
  if (!sources) table.set(day, (sources = new Map<SourceKey, Figures>()));
  let figures = sources.get(key);
  if (!figures) sources.set(key, (figures = { opens: 0, tips: 0, sum: 0 }));
  return figures;
}

function addOpen(table: DayTable, open: RecordOf<'qrOpens'>): void {
  const day = dayOf(open.date);
  for (const [key, count] of Object.entries(open.counts))
    cell(table, day, knownSource(key) ?? NO_SOURCE).opens += count;
}

function addTip(table: DayTable, operation: RecordOf<'operations'>): void {
  const figures = cell(table, dayOf(operation.date), operation.source ?? NO_SOURCE);
  figures.tips += 1;
  // A hidden amount is in no sum the person sees.
  if (!operation.amountHidden) figures.sum += operation.amount;
}

const tableOf = memoBy(
  ['operations', 'qrOpens'],
  (qrUuid: string) => {
    const table: DayTable = new Map();
    for (const open of indexes.opensOfQrCode(qrUuid)) addOpen(table, open);
    for (const operation of indexes.operationsOfQrCode(qrUuid)) addTip(table, operation);
    return table;
  },
  (table, qrUuid, created) => {
    const record = created as RecordOf<'qrOpens'> | RecordOf<'operations'>;
    if (record.qrUuid !== qrUuid) return true;
    if ('counts' in record) addOpen(table, record);
    else addTip(table, record);
    return true;
  },
);

/** A code's figures over the UTC days `from` to `to` (yyyy-mm-dd, included; absent: open). */
export function qrCodeStatistic(qrUuid: string, from?: string, to?: string): QrCodeStatistic {
  const first = from === undefined ? -Infinity : dayOf(`${from}T00:00:00Z`);
  const last = to === undefined ? Infinity : dayOf(`${to}T00:00:00Z`);
  const bySource = new Map<SourceKey, Figures>();
  for (const [day, sources] of tableOf(qrUuid)) {
    if (day < first || day > last) continue;
    for (const [key, figures] of sources) {
      const total = bySource.get(key) ?? { opens: 0, tips: 0, sum: 0 };
      total.opens += figures.opens;
      total.tips += figures.tips;
      total.sum += figures.sum;
      bySource.set(key, total);
    }
  }
  const sources: QrSourceFigures[] = SOURCE_ORDER.flatMap((key) => {
    const figures = bySource.get(key);
    if (!figures) return [];
    return [key === NO_SOURCE ? { ...figures } : { source: key, ...figures }];
  });
  const add = (field: keyof Figures) => sources.reduce((sum, item) => sum + item[field], 0);
  return { uuid: qrUuid, opens: add('opens'), tips: add('tips'), sum: add('sum'), sources };
}
