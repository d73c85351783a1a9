import type { OrganizationList, OrganizationStatistic } from '../../src/api/generated/model';
import {
  GetOrganizationDetailsBody,
  GetOrganizationStatisticBody,
  ListOrganizationsBody,
} from '../../src/api/generated/zod/organization/organization.zod';
import {
  getGetOrganizationDetailsMockHandler,
  getGetOrganizationStatisticMockHandler,
  getListOrganizationsMockHandler,
} from '../generated/organization/organization.msw';
import { pageOf } from '../db/query';
import {
  currentMonth,
  daysOf,
  organisationsOf,
  requireOrganisation,
  statisticOf,
  toOrganisation,
  toOrganisationDetails,
} from '../engine/orders';
import { indexes } from '../db/indexes';
import { signedIn } from '../engine/sessions';
import { apiError, readBody } from './respond';

/** organization/list without paging asks: the first 30 (the contract's example page). */
const DEFAULT_PAGE = { page: 0, count: 30 };

/** The person's organisations, their details and statistics (mocks/engine/orders.ts). */
export const organizationHandlers = [
  getListOrganizationsMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { nextPage = DEFAULT_PAGE } = await readBody(request, ListOrganizationsBody);
      const page = pageOf(organisationsOf(user.uuid), nextPage);
      return { list: page.map(toOrganisation) } satisfies OrganizationList;
    }),
  ),

  getGetOrganizationDetailsMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { organizationUuid } = await readBody(request, GetOrganizationDetailsBody);
      return toOrganisationDetails(requireOrganisation(user.uuid, organizationUuid));
    }),
  ),

  getGetOrganizationStatisticMockHandler(
    signedIn(async ({ request }, { user }) => {
      const body = await readBody(request, GetOrganizationStatisticBody);
      const organisation = requireOrganisation(user.uuid, body.organizationUuid);
      const { dateFrom = currentMonth().dateFrom, dateTo = currentMonth().dateTo } = body;
      const days = daysOf(dateFrom, dateTo);
      if (!days) return apiError('field.invalid.format.error', undefined, { field: 'dateTo' });
      return statisticOf(
        indexes.ordersOfOrganisation(organisation.uuid),
        days,
      ) satisfies OrganizationStatistic;
    }),
  ),
];
