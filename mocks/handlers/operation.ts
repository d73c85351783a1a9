import type { OperationList } from '../../src/api/generated/model';
import {
  GetOperationAggregateBody,
  GetTeamOperationAggregateBody,
  ListOperationsBody,
  ListTeamOperationsBody,
} from '../../src/api/generated/zod/operation/operation.zod';
import {
  getGetOperationAggregateMockHandler,
  getGetTeamOperationAggregateMockHandler,
  getListOperationsMockHandler,
  getListTeamOperationsMockHandler,
} from '../generated/operation/operation.msw';
import { pageOf } from '../db/query';
import {
  aggregateOf,
  aggregateOfDays,
  isKnownTimeZone,
  operationsOfRecipient,
  operationsOfTeamList,
  toOperation,
  type OperationFilter,
} from '../engine/operations';
import { signedIn } from '../engine/sessions';
import { requireMembership } from '../engine/teams';
import { apiError, readBody } from './respond';

/** The filter as asked: a time zone this runtime does not know is a malformed field. */
function checked<Filter extends OperationFilter>(filter: Filter): Filter {
  if (filter.timeZone !== undefined && !isKnownTimeZone(filter.timeZone))
    return apiError('field.invalid.format.error', 400, { field: 'timeZone' });
  return filter;
}

/** What narrows the totals: the history's own filters. */
function totalsFilterOf({
  dateFrom,
  dateTo,
  timeZone,
  qrCodeUuid,
  memberQrCodeUuid,
}: OperationFilter) {
  return { dateFrom, dateTo, timeZone, qrCodeUuid, memberQrCodeUuid } satisfies OperationFilter;
}

/**
 * Personal and team histories over the store's indexes (mocks/engine/operations.ts): the
 * lists and the totals take the same filters (days of a time zone, a QR code, a team's member,
 * one operation).
 * Totals of whole server days (the statistics' summary) come from per-day summaries.
 */
export const operationHandlers = [
  getListOperationsMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { nextPage, ...filter } = checked(await readBody(request, ListOperationsBody));
      const page = pageOf(operationsOfRecipient(user.uuid, filter), nextPage);
      return { list: page.map(toOperation) } satisfies OperationList;
    }),
  ),

  getListTeamOperationsMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { nextPage, teamUuidList, ...filter } = checked(
        await readBody(request, ListTeamOperationsBody),
      );
      for (const teamUuid of teamUuidList) requireMembership(user.uuid, teamUuid);
      const page = pageOf(operationsOfTeamList(teamUuidList, filter), nextPage);
      return { list: page.map(toOperation) } satisfies OperationList;
    }),
  ),

  getGetOperationAggregateMockHandler(
    signedIn(async ({ request }, { user }) => {
      const filter = totalsFilterOf(checked(await readBody(request, GetOperationAggregateBody)));
      return (
        aggregateOfDays({ recipient: user.uuid }, filter) ??
        aggregateOf(operationsOfRecipient(user.uuid, filter))
      );
    }),
  ),

  getGetTeamOperationAggregateMockHandler(
    signedIn(async ({ request }, { user }) => {
      const body = checked(await readBody(request, GetTeamOperationAggregateBody));
      const teamUuidList = body.teamUuidList ?? [];
      for (const teamUuid of teamUuidList) requireMembership(user.uuid, teamUuid);
      const filter = totalsFilterOf(body);
      return (
        aggregateOfDays({ teams: teamUuidList }, filter) ??
        aggregateOf(operationsOfTeamList(teamUuidList, filter))
      );
    }),
  ),
];
