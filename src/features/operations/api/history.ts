import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Operation, OperationAggregate, OperationList } from '@/api/generated/model';
import {
  getOperationAggregate,
  getTeamOperationAggregate,
  listOperations,
  listTeamOperations,
} from '@/api/generated/operation/operation';
import { getListQrCodesQueryOptions } from '@/api/generated/qr-code/qr-code';
import type { NextPage } from '@/api/generated/model/nextPage';
import { pagedListOptions, TRANSACTIONS_PAGE_SIZE } from '@/api/paged-list';
import { isUuid } from '@/lib/address-params';
import { requestFilterOf, type HistoryFilter } from '../model/history-filter';

/*
 * The operations history: the person's own (operation/list) or one of their teams'
 * (operation/team/list with teamUuidList), narrowed by the address's filter; its totals
 * (the aggregates, asked with page 0, count 1, narrowed the same way); one operation.
 */

/** The largest page the contract allows: the export reads the history in as few calls as it can. */
export const EXPORT_PAGE_SIZE = 100;

const historyKey = (filter: HistoryFilter) => ['operations', 'history', filter] as const;

/** One page of the history the filter names. */
function historyPage(
  filter: HistoryFilter,
  nextPage: NextPage,
  signal?: AbortSignal,
): Promise<OperationList> {
  const narrowed = { nextPage, ...requestFilterOf(filter) };
  return filter.team
    ? listTeamOperations({ ...narrowed, teamUuidList: [filter.team] }, { signal })
    : listOperations(narrowed, { signal });
}

/**
 * The history, 15 a page, newest first, loaded page by page as it scrolls. Pages are
 * appended as they come: no structural sharing (comparing every loaded operation on each new
 * page would cost a long task at 10,000 rows), and a filter change keeps the last list on
 * screen until the new one arrives.
 */
export function useHistory(filter: HistoryFilter) {
  return useInfiniteQuery({
    ...pagedListOptions({
      queryKey: historyKey(filter),
      pageSize: TRANSACTIONS_PAGE_SIZE,
      fetchPage: (nextPage, signal) => historyPage(filter, nextPage, signal),
      itemsOf: (page: OperationList) => page.list,
    }),
    structuralSharing: false,
    staleTime: 60_000,
  });
}

/** The totals of a filtered history, or of one of its days (the reader's calendar day). */
function totals(filter: HistoryFilter, signal?: AbortSignal): Promise<OperationAggregate> {
  const request = { nextPage: { page: 0, count: 1 }, ...requestFilterOf(filter) };
  return filter.team
    ? getTeamOperationAggregate({ ...request, teamUuidList: [filter.team] }, { signal })
    : getOperationAggregate(request, { signal });
}

/** Sum, count and average of the history the filter names (shown above it). */
export function useHistoryTotals(filter: HistoryFilter) {
  return useQuery({
    queryKey: ['operations', 'totals', filter],
    queryFn: ({ signal }) => totals(filter, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * The sum of one day of the history, asked of the server while that day is still loading
 * (the last day on screen): the same days (the reader's time zone) and filters as the list.
 */
export function useDayTotal(filter: HistoryFilter, day: string | null) {
  return useQuery({
    queryKey: ['operations', 'day', filter, day],
    queryFn: ({ signal }) => totals({ ...filter, from: day, to: day }, signal),
    enabled: day !== null,
    staleTime: 60_000,
  });
}

/**
 * One operation by its uuid (the list call narrowed to it, x-inferred): from the person's
 * history, or from a team's when `team` names one. Null when there is none; a team that is not
 * the person's is a 404.
 */
export function useOperation(operationUuid: string, team: string | null) {
  return useQuery({
    // A malformed id names no operation: not found without asking.
    enabled: isUuid(operationUuid),
    queryKey: ['operations', 'one', operationUuid, team],
    queryFn: async ({ signal }): Promise<Operation | null> => {
      const nextPage = { page: 0, count: 1 };
      const { list } = team
        ? await listTeamOperations({ nextPage, teamUuidList: [team], operationUuid }, { signal })
        : await listOperations({ nextPage, operationUuid }, { signal });
      return list[0] ?? null;
    },
  });
}

/** The QR codes to filter by: the person's own, or the team's (qrcode/list, one page of 100). */
export function useQrCodeChoices(team: string | null) {
  return useQuery(
    getListQrCodesQueryOptions(
      { nextPage: { page: 0, count: 100 }, ...(team ? { teamUuid: team } : {}) },
      { query: { staleTime: 5 * 60_000 } },
    ),
  );
}

/**
 * Every operation of the filtered history, newest first, read page by page (100 at a time,
 * the contract's largest page) for the CSV export; `onProgress` hears how many are in. A tip
 * that arrives meanwhile moves the pages along: the operation seen twice is kept once.
 */
export async function readWholeHistory(
  filter: HistoryFilter,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (count: number) => void } = {},
): Promise<Operation[]> {
  const seen = new Set<string>();
  const all: Operation[] = [];
  for (let page = 0; ; page += 1) {
    const { list } = await historyPage(filter, { page, count: EXPORT_PAGE_SIZE }, signal);
    for (const operation of list) {
      if (seen.has(operation.uuid)) continue;
      seen.add(operation.uuid);
      all.push(operation);
    }
    onProgress?.(all.length);
    if (list.length < EXPORT_PAGE_SIZE) return all;
  }
}
