import type { RequestHandler } from 'msw';
import type {
  AggregateOperationsRequest,
  ClientStatisticRequest,
  OperationAggregate,
  TeamClientStatisticRequest,
  TeamMemberStatistic,
  TeamMemberStatisticRequest,
} from '@/api/generated/model';
import { indexes } from '@mocks/db/indexes';
import { createRandom } from '@mocks/db/random';
import { dayNumberOf, type DayTotals } from '@mocks/engine/operations';
import { averageBillOf, rankingOrder, receiptsOf } from '@mocks/engine/statistics';
import {
  getGetOperationAggregateMockHandler,
  getGetTeamOperationAggregateMockHandler,
} from '@mocks/generated/operation/operation.msw';
import {
  getGetClientAverageStatisticMockHandler,
  getGetClientStatisticMockHandler,
  getGetTeamClientStatisticMockHandler,
  getGetTeamMemberStatisticMockHandler,
  getGetTeamTotalStatisticMockHandler,
} from '@mocks/generated/statistic/statistic.msw';
import { scenarioGate } from '@mocks/scenarios/scenario-gate';
import { storyHandlers, type StoryScenario } from '@mocks/scenarios/stories';

/*
 * Stories' statistics on a clock that stands still. The seed counts its tips back from the real
 * today, so its charts (dates, weekday alignment of weeks and months) change every day and no
 * screenshot of them could stay stable. Here the statistics calls are answered by the mock's
 * own engine (mocks/engine/statistics.ts: the same bars, totals, averages and ranking order)
 * over fixed per-day totals ending on a fixed day, and so are the summary's totals
 * (operation/aggregate, with made-up ratings); every other call (the person, their teams,
 * photos, settings) is the ordinary stateful backend, and forced errors (QA's scenarios) and
 * loading states still apply to every call, these included.
 */

/** The stories' today: Saturday 21 November 2026, noon UTC. */
export const STORY_TODAY = Date.UTC(2026, 10, 21, 12);
const DAY = 86_400_000;

/**
 * steady: a few tips most days over 3 years; millions: the same rhythm in millions a month;
 * oneTip: a single tip, today; quietMonth: tips until 40 days ago, none since; none: no tip ever.
 */
export type StoryVolume = 'steady' | 'millions' | 'oneTip' | 'quietMonth' | 'none';

function dayTotalsOf(volume: StoryVolume): DayTotals {
  const days = new Map<number, { amount: number; count: number }>();
  if (volume === 'none') return days;
  if (volume === 'oneTip') {
    days.set(dayNumberOf(STORY_TODAY), { amount: 50_000, count: 1 });
    return days;
  }
  const random = createRandom(20_261_121);
  // A tip of 50 to 600 (minor units ×100); in millions, a thousand times that.
  const tipScale = volume === 'millions' ? 100_000 : 100;
  for (let back = 0; back < 3 * 365; back += 1) {
    const count = random.int(0, 6);
    let amount = 0;
    for (let tip = 0; tip < count; tip += 1) amount += random.int(50, 600) * tipScale;
    if (count > 0 && !(volume === 'quietMonth' && back < 40))
      days.set(dayNumberOf(STORY_TODAY - back * DAY), { amount, count });
  }
  return days;
}

/** Every member of the team, the first 14 with tips (more over longer periods), ranked. */
function rankingOf({
  teamUuid,
  sortType = 'QUANTITY',
  type,
}: TeamMemberStatisticRequest): TeamMemberStatistic[] {
  const random = createRandom(7);
  const periodScale = type === 'DAY' ? 1 : type === 'WEEK' ? 3 : 10;
  return indexes
    .membersOfTeam(teamUuid)
    .map((member, index) => {
      const person = indexes.userByUuid(member.userUuid);
      const count = index < 14 ? random.int(1, 30) * periodScale : 0;
      return {
        qrCodeUuid: member.qrCodeUuid,
        firstName: person?.firstName ?? '',
        lastName: person?.lastName ?? '',
        ...(person?.photo ? { photoUuid: person.photo } : {}),
        operationsCount: count,
        totalAmount: count * random.int(200, 900) * 100,
      };
    })
    .sort(rankingOrder(sortType));
}

/**
 * The summary of a range of the fixed days (operation/aggregate): their sums and counts, and a
 * rating for about two tips in three that stays the same for the same days.
 */
function summaryOf(days: DayTotals, { dateFrom, dateTo }: AggregateOperationsRequest) {
  const from = Number(dateFrom?.replaceAll('-', '') ?? 0);
  const to = Number(dateTo?.replaceAll('-', '') ?? Number.MAX_SAFE_INTEGER);
  let totalAmount = 0;
  let count = 0;
  let ratings = 0;
  let ratedCount = 0;
  for (const [day, totals] of days) {
    if (day < from || day > to) continue;
    totalAmount += totals.amount;
    count += totals.count;
    const rated = Math.ceil((totals.count * 2) / 3);
    ratedCount += rated;
    ratings += rated * (3 + (day % 3));
  }
  return {
    totalAmount,
    count,
    averageAmount: count === 0 ? 0 : Math.round(totalAmount / count),
    ratedCount,
    ...(ratedCount > 0 ? { averageRating: ratings / ratedCount } : {}),
  } satisfies OperationAggregate;
}

export interface StatisticsStoryScenario extends StoryScenario {
  volume?: StoryVolume;
}

/**
 * `parameters.msw.handlers` of a statistics story: storyHandlers' backend (signed in, loading)
 * with the statistics calls answered over `volume` on STORY_TODAY.
 */
export function statisticsStoryHandlers({
  volume = 'steady',
  ...scenario
}: StatisticsStoryScenario): RequestHandler[] {
  const days = dayTotalsOf(volume);
  const periods = ['DAY', 'WEEK', 'MONTH'] as const;
  const fixtures = [
    getGetClientStatisticMockHandler(async ({ request }) => {
      const { type } = (await request.json()) as ClientStatisticRequest;
      return receiptsOf(days, [type], STORY_TODAY);
    }),
    getGetClientAverageStatisticMockHandler(async ({ request }) => {
      const { type } = (await request.json()) as ClientStatisticRequest;
      return averageBillOf(days, [type], STORY_TODAY);
    }),
    getGetTeamClientStatisticMockHandler(async ({ request }) => {
      const { type } = (await request.json()) as TeamClientStatisticRequest;
      return receiptsOf(days, [type], STORY_TODAY);
    }),
    getGetTeamTotalStatisticMockHandler(() => ({
      ...receiptsOf(days, periods, STORY_TODAY),
      averageBill: averageBillOf(days, periods, STORY_TODAY).averageBill,
    })),
    getGetTeamMemberStatisticMockHandler(async ({ request }) => ({
      list: rankingOf((await request.json()) as TeamMemberStatisticRequest),
    })),
    ...[getGetOperationAggregateMockHandler, getGetTeamOperationAggregateMockHandler].map(
      (handler) =>
        handler(async ({ request }) =>
          summaryOf(days, (await request.json()) as AggregateOperationsRequest),
        ),
    ),
  ];
  // storyHandlers puts the story's own gate (session, loading) first, then QA's scenario gate
  // (forced errors): the fixtures go right behind both, in front of the stateful handlers.
  const [storyGate, ...backend] = storyHandlers(scenario);
  return [storyGate!, scenarioGate, ...fixtures, ...backend.filter((h) => h !== scenarioGate)];
}
