import type { Operation, OperationAggregate } from '../../src/api/generated/model';
import { DAY } from '../db/seed/rows';
import { feeOf } from './fees';
import { indexes, insertInOrder, memoBy, newestFirst, type RecordOf } from '../db/indexes';
import { withinDates } from '../db/query';
import { tipsOfMember } from './teams';

/*
 * Received tips as the contract shows them, read through the store's indexes: the personal
 * and team histories, their totals and per-day sums. The mock's days are UTC days: a real
 * backend has one business time zone too, and the browser groups by its own local day.
 */

export type OperationRecord = RecordOf<'operations'>;

/** A calendar day as the contract's yyyymmdd number (20261124). */
export function dayNumberOf(time: number): number {
  const date = new Date(time);
  return date.getUTCFullYear() * 10_000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

/** Midnight UTC of a yyyymmdd day. */
export function timeOfDayNumber(day: number): number {
  return Date.UTC(Math.floor(day / 10_000), (Math.floor(day / 100) % 100) - 1, day % 100);
}

/** How far `timeZone`'s clock is ahead of UTC at `time`, in milliseconds. */
function zoneOffset(time: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(time);
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (time - (time % 1000));
}

/** Whether the name is a time zone this runtime knows (an IANA name such as Asia/Almaty). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The moment a yyyy-mm-dd day starts: at UTC midnight (the mock's own days), or at midnight in
 * `timeZone` (the reader's days). The second guess settles days a clock change falls on.
 */
function startOfDay(day: string, timeZone?: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00.000Z`);
  if (!timeZone) return utcMidnight;
  const guess = utcMidnight - zoneOffset(utcMidnight, timeZone);
  return utcMidnight - zoneOffset(guess, timeZone);
}

/** The day after a yyyy-mm-dd day. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY).toISOString().slice(0, 10);

/** The ISO date-time bounds of an inclusive range of days given as yyyy-mm-dd. */
function dateBounds(
  dateFrom?: string,
  dateTo?: string,
  timeZone?: string,
): { from?: string; to?: string } {
  return {
    ...(dateFrom ? { from: new Date(startOfDay(dateFrom, timeZone)).toISOString() } : {}),
    ...(dateTo ? { to: new Date(startOfDay(nextDay(dateTo), timeZone)).toISOString() } : {}),
  };
}

export interface OperationFilter {
  /** First and last day included, yyyy-mm-dd. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** The time zone whose calendar days dateFrom and dateTo are (the mock's UTC days without). */
  timeZone?: string | undefined;
  /** Only tips paid through this QR code. */
  qrCodeUuid?: string | undefined;
  /** Only tips one member of the team received (their qrCodeUuid in it). */
  memberQrCodeUuid?: string | undefined;
  /** Only this tip (one operation opened by its uuid). */
  operationUuid?: string | undefined;
}

/** A person's received tips, newest first, narrowed by the filter. */
export function operationsOfRecipient(
  userUuid: string,
  { dateFrom, dateTo, timeZone, qrCodeUuid, operationUuid }: OperationFilter = {},
): readonly OperationRecord[] {
  if (operationUuid) {
    const operation = indexes.operationByUuid(operationUuid);
    return operation?.recipientUuid === userUuid ? [operation] : [];
  }
  const { from, to } = dateBounds(dateFrom, dateTo, timeZone);
  if (qrCodeUuid) {
    const viaCode = indexes
      .operationsOfQrCode(qrCodeUuid)
      .filter((operation) => operation.recipientUuid === userUuid);
    return withinDates(viaCode, from, to);
  }
  return withinDates(indexes.operationsOfRecipient(userUuid), from, to);
}

const byDateDescending = newestFirst('date');

/** Several teams' tips as one newest-first list, kept and taking in new tips. */
const operationsOfTeams = memoBy(
  ['operations'],
  (teamKey: string) =>
    teamKey
      .split(',')
      .flatMap((teamUuid) => indexes.operationsOfTeam(teamUuid))
      .sort(byDateDescending),
  (list, teamKey, created) => {
    const operation = created as OperationRecord;
    if (operation.teamUuid && teamKey.split(',').includes(operation.teamUuid))
      insertInOrder(list, operation, byDateDescending);
    return true;
  },
);

/** Teams' received tips, newest first, narrowed by the filter. */
export function operationsOfTeamList(
  teamUuids: readonly string[],
  { dateFrom, dateTo, timeZone, qrCodeUuid, memberQrCodeUuid, operationUuid }: OperationFilter = {},
): readonly OperationRecord[] {
  if (operationUuid) {
    const operation = indexes.operationByUuid(operationUuid);
    return operation?.teamUuid && teamUuids.includes(operation.teamUuid) ? [operation] : [];
  }
  const { from, to } = dateBounds(dateFrom, dateTo, timeZone);
  const teams = [...new Set(teamUuids)].sort();
  const all = memberQrCodeUuid
    ? tipsOfMember(teams, memberQrCodeUuid)
    : teams.length === 1
      ? indexes.operationsOfTeam(teams[0]!)
      : operationsOfTeams(teams.join(','));
  const dated = withinDates(all, from, to);
  return qrCodeUuid ? dated.filter((operation) => operation.qrUuid === qrCodeUuid) : dated;
}

/**
 * The contract's Operation: the stored tip with what is joined in from its QR code (title, or
 * "deleted"), its team (title, photo, type) and its recipient (name, photo, job position; for
 * a team tip, whether they are still a member: a tip through the team's own code goes to its
 * owner, so "member removed" asks about the recipient, not the code), its fee and what the
 * recipient received. A hidden amount is answered as 0 with amountExists false, and neither.
 */
export function toOperation(record: OperationRecord): Operation {
  const qrCode = indexes.qrCodeByUuid(record.qrUuid);
  const team = indexes.teamByUuid(record.teamUuid);
  const recipient = indexes.userByUuid(record.recipientUuid);
  const member = record.teamUuid
    ? indexes
        .membershipsOfUser(record.recipientUuid)
        .find((membership) => membership.teamUuid === record.teamUuid)
    : undefined;
  return {
    uuid: record.uuid,
    date: record.date,
    amount: record.amountHidden ? 0 : record.amount,
    amountExists: !record.amountHidden,
    // Seeded tips have no fee of their own: the guest paid the usual one on top.
    ...(record.amountHidden
      ? {}
      : {
          feeAmount: record.feeAmount ?? feeOf(record.amount),
          receivedAmount: record.receivedAmount ?? record.amount,
        }),
    ...(record.percentAmount !== undefined ? { percentAmount: record.percentAmount } : {}),
    ...(record.rating !== undefined ? { rating: record.rating } : {}),
    ...(record.emoji ? { emoji: record.emoji } : {}),
    ...(record.message ? { message: record.message } : {}),
    qrCodeDeleted: !qrCode,
    memberDeleted: Boolean(record.teamUuid) && !member,
    ...(record.table ? { table: record.table } : {}),
    ...(qrCode ? { qrCodeTitle: qrCode.title } : {}),
    qrUuid: record.qrUuid,
    ...(team
      ? {
          teamUuid: team.uuid,
          teamTitle: team.title,
          teamTypeCode: team.type,
          ...(team.photoUuid ? { teamPhotoUuid: team.photoUuid } : {}),
        }
      : {}),
    ...(recipient
      ? {
          firstName: recipient.firstName,
          lastName: recipient.lastName,
          ...(recipient.photo ? { photoUuid: recipient.photo } : {}),
          ...(recipient.gender ? { gender: recipient.gender } : {}),
        }
      : {}),
    ...((member?.jobPosition ?? recipient?.jobPosition)
      ? { jobPosition: member?.jobPosition ?? recipient?.jobPosition }
      : {}),
  };
}

/**
 * Sum, count and average (rounded to a minor unit) of some tips, their guests' average rating,
 * and the newest of them. Hidden amounts count as tips (and their ratings) but not as money:
 * the average is that of the amounts shown.
 */
export function aggregateOf(newestFirst: readonly OperationRecord[]): OperationAggregate {
  let totalAmount = 0;
  let shown = 0;
  let ratedCount = 0;
  let ratings = 0;
  for (const operation of newestFirst) {
    if (operation.rating !== undefined) {
      ratedCount += 1;
      ratings += operation.rating;
    }
    if (operation.amountHidden) continue;
    totalAmount += operation.amount;
    shown += 1;
  }
  const count = newestFirst.length;
  return {
    totalAmount,
    count,
    averageAmount: shown === 0 ? 0 : Math.round(totalAmount / shown),
    ratedCount,
    ...(ratedCount > 0 ? { averageRating: ratings / ratedCount } : {}),
    ...(newestFirst[0] ? { lastOperation: toOperation(newestFirst[0]) } : {}),
  };
}

/** Per day (yyyymmdd): the sum and the number of tips. */
export type DayTotals = ReadonlyMap<number, { amount: number; count: number }>;

/** The UTC day of an ISO date-time as yyyymmdd, read off the string when it is in UTC. */
function dayNumberOfIso(date: string): number {
  return date.endsWith('Z')
    ? Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10))
    : dayNumberOf(Date.parse(date));
}

function addToDay(
  days: Map<number, { amount: number; count: number }>,
  operation: OperationRecord,
) {
  // A hidden amount is in no sum the person sees (nor in an average bill).
  if (operation.amountHidden) return;
  const day = dayNumberOfIso(operation.date);
  const totals = days.get(day);
  if (totals) {
    totals.amount += operation.amount;
    totals.count += 1;
  } else days.set(day, { amount: operation.amount, count: 1 });
}

function dayTotalsOf(
  operations: readonly OperationRecord[],
): Map<number, { amount: number; count: number }> {
  const days = new Map<number, { amount: number; count: number }>();
  for (const operation of operations) addToDay(days, operation);
  return days;
}

/** Per-day totals of one person's or one team's tips, kept and taking in new tips. */
function dayTotalsBy(
  field: 'recipientUuid' | 'teamUuid',
  list: (key: string) => readonly OperationRecord[],
) {
  return memoBy(
    ['operations'],
    (key: string) => dayTotalsOf(list(key)),
    (days, key, created) => {
      const operation = created as OperationRecord;
      if (operation[field] === key) addToDay(days, operation);
      return true;
    },
  ) as (key: string) => DayTotals;
}

/** A person's tips per day. */
export const dayTotalsOfRecipient = dayTotalsBy('recipientUuid', indexes.operationsOfRecipient);

/** A team's tips per day. */
export const dayTotalsOfTeam = dayTotalsBy('teamUuid', indexes.operationsOfTeam);

/** One day's tips in figures: all counted, the amounts shown (and how many), the ratings. */
interface DaySummary {
  count: number;
  shown: number;
  amount: number;
  rated: number;
  ratings: number;
}

function addToSummary(days: Map<number, DaySummary>, operation: OperationRecord) {
  const day = dayNumberOfIso(operation.date);
  let summary = days.get(day);
  if (!summary) {
    summary = { count: 0, shown: 0, amount: 0, rated: 0, ratings: 0 };
    days.set(day, summary);
  }
  summary.count += 1;
  if (!operation.amountHidden) {
    summary.shown += 1;
    summary.amount += operation.amount;
  }
  if (operation.rating !== undefined) {
    summary.rated += 1;
    summary.ratings += operation.rating;
  }
}

/** Per-day summaries of one person's or one team's tips, kept and taking in new tips. */
function daySummariesBy(
  field: 'recipientUuid' | 'teamUuid',
  list: (key: string) => readonly OperationRecord[],
) {
  return memoBy(
    ['operations'],
    (key: string) => {
      const days = new Map<number, DaySummary>();
      for (const operation of list(key)) addToSummary(days, operation);
      return days;
    },
    (days, key, created) => {
      const operation = created as OperationRecord;
      if (operation[field] === key) addToSummary(days, operation);
      return true;
    },
  ) as (key: string) => ReadonlyMap<number, DaySummary>;
}

const daySummariesOfRecipient = daySummariesBy('recipientUuid', indexes.operationsOfRecipient);
const daySummariesOfTeam = daySummariesBy('teamUuid', indexes.operationsOfTeam);

const dayNumberOfIsoDay = (day: string) => Number(day.replaceAll('-', ''));

/**
 * The aggregate of whole server days (no time zone, no QR code: what the statistics ask), from
 * the per-day summaries rather than every tip: the same figures as aggregateOf over the same
 * tips. Null when the filter needs the tips themselves.
 */
export function aggregateOfDays(
  whose: { recipient: string } | { teams: readonly string[] },
  filter: OperationFilter,
): OperationAggregate | null {
  if (filter.timeZone || filter.qrCodeUuid || filter.memberQrCodeUuid || filter.operationUuid)
    return null;
  const from = filter.dateFrom ? dayNumberOfIsoDay(filter.dateFrom) : 0;
  const to = filter.dateTo ? dayNumberOfIsoDay(filter.dateTo) : Number.MAX_SAFE_INTEGER;
  const maps =
    'recipient' in whose
      ? [daySummariesOfRecipient(whose.recipient)]
      : [...new Set(whose.teams)].map(daySummariesOfTeam);
  const sum = { count: 0, shown: 0, amount: 0, rated: 0, ratings: 0 };
  for (const days of maps)
    for (const [day, summary] of days) {
      if (day < from || day > to) continue;
      sum.count += summary.count;
      sum.shown += summary.shown;
      sum.amount += summary.amount;
      sum.rated += summary.rated;
      sum.ratings += summary.ratings;
    }
  const bounds = { dateFrom: filter.dateFrom, dateTo: filter.dateTo };
  const newest =
    'recipient' in whose
      ? operationsOfRecipient(whose.recipient, bounds)[0]
      : operationsOfTeamList(whose.teams, bounds)[0];
  return {
    totalAmount: sum.amount,
    count: sum.count,
    averageAmount: sum.shown === 0 ? 0 : Math.round(sum.amount / sum.shown),
    ratedCount: sum.rated,
    ...(sum.rated > 0 ? { averageRating: sum.ratings / sum.rated } : {}),
    ...(newest ? { lastOperation: toOperation(newest) } : {}),
  };
}
