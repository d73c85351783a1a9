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
  operationsOfRecipient,
  operationsOfTeamList,
  toOperation,
} from '../engine/operations';
import { signedIn } from '../engine/sessions';
import { requireMembership } from '../engine/teams';
import { readBody } from './respond';

/** Personal and team histories over the store's indexes (mocks/engine/operations.ts). */
export const operationHandlers = [
  getListOperationsMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { nextPage, ...filter } = await readBody(request, ListOperationsBody);
      const page = pageOf(operationsOfRecipient(user.uuid, filter), nextPage);
      return { list: page.map(toOperation) } satisfies OperationList;
    }),
  ),

  getListTeamOperationsMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { nextPage, teamUuidList, ...filter } = await readBody(request, ListTeamOperationsBody);
      for (const teamUuid of teamUuidList) requireMembership(user.uuid, teamUuid);
      const page = pageOf(operationsOfTeamList(teamUuidList, filter), nextPage);
      return { list: page.map(toOperation) } satisfies OperationList;
    }),
  ),

  getGetOperationAggregateMockHandler(
    signedIn(async ({ request }, { user }) => {
      await readBody(request, GetOperationAggregateBody);
      return aggregateOf(operationsOfRecipient(user.uuid));
    }),
  ),

  getGetTeamOperationAggregateMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuidList = [] } = await readBody(request, GetTeamOperationAggregateBody);
      for (const teamUuid of teamUuidList) requireMembership(user.uuid, teamUuid);
      return aggregateOf(operationsOfTeamList(teamUuidList));
    }),
  ),
];
