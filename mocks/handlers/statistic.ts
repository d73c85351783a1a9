import type { DaySumList } from '../../src/api/generated/model';
import {
  GetClientAverageStatisticBody,
  GetClientStatisticBody,
  GetDaySumsBody,
  GetTeamClientStatisticBody,
  GetTeamMemberStatisticBody,
  GetTeamTotalStatisticBody,
} from '../../src/api/generated/zod/statistic/statistic.zod';
import {
  getGetClientAverageStatisticMockHandler,
  getGetClientStatisticMockHandler,
  getGetDaySumsMockHandler,
  getGetTeamClientStatisticMockHandler,
  getGetTeamMemberStatisticMockHandler,
  getGetTeamTotalStatisticMockHandler,
} from '../generated/statistic/statistic.msw';
import { now } from '../clock';
import { dayTotalsOfRecipient, dayTotalsOfTeam } from '../engine/operations';
import { signedIn } from '../engine/sessions';
import { averageBillOf, receiptsOf, teamMemberRanking } from '../engine/statistics';
import { requireMembership } from '../engine/teams';
import { readBody } from './respond';

const ALL_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;

/** Statistics computed from the stored tips (mocks/engine/statistics.ts). */
export const statisticHandlers = [
  getGetDaySumsMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { days, teamUuid } = await readBody(request, GetDaySumsBody);
      if (teamUuid) requireMembership(user.uuid, teamUuid);
      const totals = teamUuid ? dayTotalsOfTeam(teamUuid) : dayTotalsOfRecipient(user.uuid);
      return {
        days: days.map((day) => ({ day, amount: totals.get(day)?.amount ?? 0 })),
      } satisfies DaySumList;
    }),
  ),

  getGetClientStatisticMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { type } = await readBody(request, GetClientStatisticBody);
      return receiptsOf(dayTotalsOfRecipient(user.uuid), [type], now());
    }),
  ),

  getGetClientAverageStatisticMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { type } = await readBody(request, GetClientAverageStatisticBody);
      return averageBillOf(dayTotalsOfRecipient(user.uuid), [type], now());
    }),
  ),

  getGetTeamClientStatisticMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { type, teamUuid } = await readBody(request, GetTeamClientStatisticBody);
      requireMembership(user.uuid, teamUuid);
      return receiptsOf(dayTotalsOfTeam(teamUuid), [type], now());
    }),
  ),

  getGetTeamTotalStatisticMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuid } = await readBody(request, GetTeamTotalStatisticBody);
      requireMembership(user.uuid, teamUuid);
      const days = dayTotalsOfTeam(teamUuid);
      const { totalReceipts, initialDate } = receiptsOf(days, ALL_PERIODS, now());
      return {
        totalReceipts,
        averageBill: averageBillOf(days, ALL_PERIODS, now()).averageBill,
        initialDate,
      };
    }),
  ),

  getGetTeamMemberStatisticMockHandler(
    signedIn(async ({ request }, { user }) => {
      const {
        teamUuid,
        sortType = 'QUANTITY',
        type,
      } = await readBody(request, GetTeamMemberStatisticBody);
      requireMembership(user.uuid, teamUuid);
      return { list: teamMemberRanking(teamUuid, sortType, type, now()) };
    }),
  ),
];
