import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
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
import { requestFilterOf, type HistoryFilter } from '../lib/history-filter';
import { readAllPages } from '@/api/read-all-pages';
import { isUuid } from '@/lib/address-params';

/*
 * The operations history: the person's own (operation/list) or one of their teams'
 * (operation/team/list with teamUuidList), narrowed by the address's filter; its totals
 * (the aggregates, asked with page 0, count 1, narrowed the same way); one operation.
 */

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
export function historyQueryOptions(filter: HistoryFilter) {
  return {
    ...pagedListOptions({
      queryKey: historyKey(filter),
      pageSize: TRANSACTIONS_PAGE_SIZE,
      fetchPage: (nextPage, signal) => historyPage(filter, nextPage, signal),
      itemsOf: (page: OperationList) => page.list,
    }),
    structuralSharing: false,
    staleTime: 60_000,
  };
}

export function useHistory(filter: HistoryFilter) {
  return useInfiniteQuery(historyQueryOptions(filter));
}

/** The totals of a filtered history, or of one of its days (the reader's calendar day). */
function totals(filter: HistoryFilter, signal?: AbortSignal): Promise<OperationAggregate> {
  const request = { nextPage: { page: 0, count: 1 }, ...requestFilterOf(filter) };
  return filter.team
    ? getTeamOperationAggregate({ ...request, teamUuidList: [filter.team] }, { signal })
    : getOperationAggregate(request, { signal });
}

/** Sum, count and average of the history the filter names (shown above it). */
export function historyTotalsQueryOptions(filter: HistoryFilter) {
  return queryOptions({
    queryKey: ['operations', 'totals', filter],
    queryFn: ({ signal }) => totals(filter, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useHistoryTotals(filter: HistoryFilter) {
  return useQuery(historyTotalsQueryOptions(filter));
}

/**
 * The sum of one day of the history, asked of the server while that day is still loading
 * (the last day on screen): the same days (the reader's time zone) and filters as the list.
 */
export function dayTotalQueryOptions(filter: HistoryFilter, day: string | null) {
  return queryOptions({
    queryKey: ['operations', 'day', filter, day],
    queryFn: ({ signal }) => totals({ ...filter, from: day, to: day }, signal),
    enabled: day !== null,
    staleTime: 60_000,
  });
}

export function useDayTotal(filter: HistoryFilter, day: string | null) {
  return useQuery(dayTotalQueryOptions(filter, day));
}

/**
 * One operation by its uuid (the list call narrowed to it, x-inferred): from the person's
 * history, or from a team's when `team` names one. Null when there is none; a team that is not
 * the person's is a 404.
 */
export function operationQueryOptions(operationUuid: string, team: string | null) {
  return queryOptions({
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

export function useOperation(operationUuid: string, team: string | null) {
  return useQuery(operationQueryOptions(operationUuid, team));
}

/** The QR codes to filter by: the person's own, or the team's (qrcode/list, one page of 100). */
export function qrCodeChoicesQueryOptions(team: string | null) {
  return getListQrCodesQueryOptions(
    { nextPage: { page: 0, count: 100 }, ...(team ? { teamUuid: team } : {}) },
    { query: { staleTime: 5 * 60_000 } },
  );
}

export function useQrCodeChoices(team: string | null) {
  return useQuery(qrCodeChoicesQueryOptions(team));
}

/** Every operation of the filtered history, newest first, for the CSV export (readAllPages). */
export function readWholeHistory(
  filter: HistoryFilter,
  options: { signal?: AbortSignal; onProgress?: (count: number) => void } = {},
): Promise<Operation[]> {
  return readAllPages((nextPage, signal) => historyPage(filter, nextPage, signal), {
    idOf: (operation) => operation.uuid,
    ...options,
  });
}
