import { isoDayParam, readParams, uuidParam, type ReadParams } from '@/lib/address-params';

/*
 * What the history shows, kept in the address
 * (`/cabinet/operations?team=…&from=…&to=…&qr=…&member=…`) so a filtered view can be shared
 * and reloaded: whose history (the person's, or one of their teams'), a period of the reader's
 * calendar days, a QR code, and in a team's history one of its members. Anything the address holds that
 * is not a real date or id is ignored, not sent (src/lib/address-params.ts).
 */

export interface HistoryFilter {
  /** A team's history; the person's own without it. */
  team: string | null;
  /** First and last day shown, yyyy-mm-dd in the reader's calendar. */
  from: string | null;
  to: string | null;
  /** Only tips paid through this QR code. */
  qr: string | null;
  /** A team's history only: the tips this member received (their qrCodeUuid in the team). */
  member: string | null;
}

export const NO_FILTER: HistoryFilter = {
  team: null,
  from: null,
  to: null,
  qr: null,
  member: null,
};

const RULES = {
  team: uuidParam,
  from: isoDayParam,
  to: isoDayParam,
  qr: uuidParam,
  member: uuidParam,
};

/** The filter an address holds, and which of its parameters were not of their kind. */
export function readFilter(search: URLSearchParams): ReadParams<HistoryFilter> {
  return readParams<HistoryFilter>(search, RULES);
}

export function filterFromSearch(search: URLSearchParams): HistoryFilter {
  return readFilter(search).values;
}

/** The address's query for a filter (empty parts left out, always in the same order). */
export function searchOf(filter: HistoryFilter): string {
  const search = new URLSearchParams();
  for (const key of ['team', 'from', 'to', 'qr', 'member'] as const) {
    const value = filter[key];
    if (value) search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The filters on beside whose history it is: the period's ends, the QR code, the member. */
export function narrowingCount({ from, to, qr, member }: HistoryFilter): number {
  return [from, to, qr, member].filter(Boolean).length;
}

/** Whether the period, the QR code or a member narrow the history (the team does not: it chooses it). */
export function isNarrowed(filter: HistoryFilter): boolean {
  return narrowingCount(filter) > 0;
}

/** The reader's time zone, whose calendar days the period names. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The filter fields of operation/list, operation/team/list and the aggregates: the period
 * as the reader's days (with their time zone), the QR code, and a team's member (asked of a
 * team's history only).
 */
export function requestFilterOf(filter: HistoryFilter, timeZone?: string) {
  return {
    ...(filter.from ? { dateFrom: filter.from } : {}),
    ...(filter.to ? { dateTo: filter.to } : {}),
    // Asked of Intl only for a period: it costs a formatter on every page the history loads.
    ...(filter.from || filter.to ? { timeZone: timeZone ?? readerTimeZone() } : {}),
    ...(filter.qr ? { qrCodeUuid: filter.qr } : {}),
    ...(filter.team && filter.member ? { memberQrCodeUuid: filter.member } : {}),
  };
}
