import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  getGetOrganizationDetailsQueryOptions,
  getGetOrganizationStatisticQueryOptions,
  getListOrganizationsQueryKey,
  listOrganizations,
} from '@/api/generated/organization/organization';
import { pagedListOptions } from '@/api/paged-list';
import { callKey } from '@/api/query-keys';
import { isUuid } from '@/lib/address-params';
import type { Period } from '../lib/period';

/** The spec names no page size for organisations; people have a few. */
export const ORGANIZATIONS_PAGE_SIZE = 30;

/** The signed-in person's organisations, page by page (organization/list). */
export function organizationsQueryOptions() {
  return pagedListOptions({
    queryKey: [...callKey(getListOrganizationsQueryKey()), 'paged'],
    pageSize: ORGANIZATIONS_PAGE_SIZE,
    fetchPage: (nextPage, signal) => listOrganizations({ nextPage }, { signal }),
    itemsOf: (page) => page.list,
  });
}

export function useOrganizations() {
  return useInfiniteQuery({
    ...organizationsQueryOptions(),
    select: (data) => data.pages.flatMap((page) => page.list),
  });
}

/**
 * One organisation's address, phone, e-mail and currency (organization/details); a 404 when it
 * is not the person's. An id that is not a uuid names none and is not asked about.
 */
export function organizationDetailsQueryOptions(organizationUuid: string) {
  return getGetOrganizationDetailsQueryOptions(
    { organizationUuid },
    { query: { enabled: isUuid(organizationUuid) } },
  );
}

export function useOrganizationDetails(organizationUuid: string) {
  return useQuery(organizationDetailsQueryOptions(organizationUuid));
}

/**
 * An organisation's figures and days for a period (organization/statistic). The figures of the
 * previous period stay on screen while another one loads.
 */
export function organizationStatisticQueryOptions(organizationUuid: string, { from, to }: Period) {
  return getGetOrganizationStatisticQueryOptions(
    { organizationUuid, dateFrom: from, dateTo: to },
    { query: { placeholderData: keepPreviousData } },
  );
}

export function useOrganizationStatistic(organizationUuid: string, period: Period) {
  return useQuery(organizationStatisticQueryOptions(organizationUuid, period));
}
