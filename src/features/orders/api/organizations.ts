import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  getListOrganizationsQueryKey,
  listOrganizations,
  useGetOrganizationDetails,
  useGetOrganizationStatistic,
} from '@/api/generated/organization/organization';
import { pagedListOptions } from '@/api/paged-list';
import { isUuid } from '@/lib/address-params';
import type { Period } from '../lib/period';

/** The spec names no page size for organisations; people have a few. */
export const ORGANIZATIONS_PAGE_SIZE = 30;

/** The signed-in person's organisations, page by page (organization/list). */
export function useOrganizations() {
  const [method, path] = getListOrganizationsQueryKey();
  return useInfiniteQuery({
    ...pagedListOptions({
      queryKey: [method, path, 'paged'],
      pageSize: ORGANIZATIONS_PAGE_SIZE,
      fetchPage: (nextPage, signal) => listOrganizations({ nextPage }, { signal }),
      itemsOf: (page) => page.list,
    }),
    select: (data) => data.pages.flatMap((page) => page.list),
  });
}

/**
 * One organisation's address, phone, e-mail and currency (organization/details); a 404 when it
 * is not the person's. An id that is not a uuid names none and is not asked about.
 */
export function useOrganizationDetails(organizationUuid: string) {
  return useGetOrganizationDetails(
    { organizationUuid },
    { query: { enabled: isUuid(organizationUuid) } },
  );
}

/**
 * An organisation's figures and days for a period (organization/statistic). The figures of the
 * previous period stay on screen while another one loads.
 */
export function useOrganizationStatistic(organizationUuid: string, { from, to }: Period) {
  return useGetOrganizationStatistic(
    { organizationUuid, dateFrom: from, dateTo: to },
    { query: { placeholderData: keepPreviousData } },
  );
}
