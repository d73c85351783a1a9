import { describe, expect, it } from 'vitest';
import type {
  AverageBillStatistic,
  Operation,
  ReceiptsStatistic,
  TeamMemberStatistic,
  TeamTotalStatistic,
} from '../../src/api/generated/model';
import { DEMO, memberIds } from '../db/demo-ids';
import { DAY } from '../db/seed/rows';
import { dayNumberOf } from '../engine/operations';
import { chartOf, isoWeekOf } from '../engine/statistics';
import { payTip, setupMockBackend, signedInClient, type Client } from '../test-utils';

setupMockBackend();

/** A team's whole history, page by page. */
async function teamHistory(client: Client, teamUuid: string): Promise<Operation[]> {
  const all: Operation[] = [];
  for (let page = 0; ; page += 1) {
    const { body } = await client.call<{ list: Operation[] }>('operation/team/list', {
      teamUuidList: [teamUuid],
      nextPage: { page, count: 100 },
    });
    all.push(...body.list);
    if (body.list.length < 100) return all;
  }
}

const sumOf = (operations: readonly Operation[]) =>
  operations.reduce((total, operation) => total + operation.amount, 0);

describe('statistic/team/client', () => {
  it('a month’s bar is the sum of that month’s tips in the team’s history', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<ReceiptsStatistic>('statistic/team/client', {
      type: 'MONTH',
      teamUuid: DEMO.team,
    });
    const history = await teamHistory(anna, DEMO.team);
    expect(body.totalReceipts.months).toHaveLength(12);
    for (const month of body.totalReceipts.months) {
      const prefix = month.date.slice(0, 7);
      expect(month.totalAmount, prefix).toBe(
        sumOf(history.filter((operation) => operation.date.startsWith(prefix))),
      );
    }
    expect(body.totalReceipts.allPeriod).toBe(sumOf(history));
  });

  it('answers team.notFound.error to someone outside the team', async () => {
    const maria = await signedInClient(DEMO.maria);
    const { status, body } = await maria.call<{ code: string }>('statistic/team/client', {
      type: 'DAY',
      teamUuid: DEMO.team,
    });
    expect(status).toBe(404);
    expect(body.code).toBe('team.notFound.error');
  });
});

describe('statistic/client/avg and statistic/team/total', () => {
  it('each day’s average bill is its sum over its number of tips, rounded to a minor unit', async () => {
    const anna = await signedInClient(DEMO.anna);
    const [sums, averages] = await Promise.all([
      anna.call<ReceiptsStatistic>('statistic/client', { type: 'DAY' }),
      anna.call<AverageBillStatistic>('statistic/client/avg', { type: 'DAY' }),
    ]);
    const history = await anna.call<{ list: Operation[] }>('operation/list', {
      nextPage: { page: 0, count: 100 },
      dateFrom: sums.body.totalReceipts.days[0]!.date,
    });
    averages.body.averageBill.days.forEach((bar, index) => {
      // A hidden amount is answered as 0 and is in no sum nor average.
      const tips = history.body.list.filter(
        (operation) => operation.date.startsWith(bar.date) && operation.amountExists,
      );
      expect(sums.body.totalReceipts.days[index]!.totalAmount).toBe(sumOf(tips));
      expect(bar.totalAmount, bar.date).toBe(
        tips.length === 0 ? 0 : Math.round(sumOf(tips) / tips.length),
      );
    });
  });

  it('a team’s total holds every period at once, and today’s tip lands in today’s bars', async () => {
    const anna = await signedInClient(DEMO.anna);
    const total = () =>
      anna.call<TeamTotalStatistic>('statistic/team/total', { teamUuid: DEMO.team });
    const before = (await total()).body;
    expect(before.totalReceipts.days).toHaveLength(30);
    expect(before.totalReceipts.weeks).toHaveLength(12);
    expect(before.averageBill.months).toHaveLength(12);
    await payTip({ qrCodeUuid: memberIds(3).qrCode, amount: 900 });
    const after = (await total()).body;
    expect(after.totalReceipts.days.at(-1)!.totalAmount).toBe(
      before.totalReceipts.days.at(-1)!.totalAmount + 900,
    );
    expect(after.totalReceipts.lastYear).toBe(before.totalReceipts.lastYear + 900);
  });
});

describe('statistic/team/member', () => {
  it('counts only the tips within the asked chart’s bars', async () => {
    const anna = await signedInClient(DEMO.anna);
    const ranking = async (type?: string) =>
      (
        await anna.call<{ list: TeamMemberStatistic[] }>('statistic/team/member', {
          teamUuid: DEMO.team,
          ...(type ? { type } : {}),
        })
      ).body.list;
    const [allTime, days] = [await ranking(), await ranking('DAY')];
    const annaOf = (list: TeamMemberStatistic[]) =>
      list.find((member) => member.firstName === 'Anna')!;
    const annasCode = allTime.find((member) => member.firstName === 'Anna')!.qrCodeUuid;
    // Her tips through her code in the team (the team's history also has a member's who left).
    const history = (await teamHistory(anna, DEMO.team)).filter(
      (operation) => operation.qrUuid === annasCode,
    );
    const since = new Date(Date.now() - 29 * DAY).toISOString().slice(0, 10);
    const recent = history.filter((operation) => operation.date.slice(0, 10) >= since);
    expect(annaOf(allTime).operationsCount).toBe(history.length);
    expect(annaOf(days).operationsCount).toBe(recent.length);
    expect(annaOf(days).totalAmount).toBe(sumOf(recent));
    expect(days).toHaveLength(65);
  });

  it('a tip through a member’s team code moves them up the ranking', async () => {
    const anna = await signedInClient(DEMO.anna);
    await payTip({ qrCodeUuid: memberIds(7).qrCode, amount: 1000 });
    const { body } = await anna.call<{ list: TeamMemberStatistic[] }>('statistic/team/member', {
      teamUuid: DEMO.team,
      sortType: 'AMOUNT',
      type: 'DAY',
    });
    const seventh = body.list.findIndex((member) => member.qrCodeUuid === memberIds(7).qrCode);
    expect(body.list[seventh]).toMatchObject({ operationsCount: 1, totalAmount: 1000 });
    expect(body.list.slice(seventh + 1).every((member) => member.totalAmount <= 1000)).toBe(true);
  });
});

describe('the engine’s weeks', () => {
  it('follow ISO 8601 across New Year: 2026-12-31 and 2027-01-01 are week 53', () => {
    expect(isoWeekOf(Date.UTC(2026, 11, 31))).toBe(53);
    expect(isoWeekOf(Date.UTC(2027, 0, 1))).toBe(53);
    expect(isoWeekOf(Date.UTC(2027, 0, 4))).toBe(1);
  });

  it('start on Monday and end with the week holding today', () => {
    const today = Date.UTC(2027, 0, 2); // a Saturday
    const weeks = chartOf(
      new Map([[dayNumberOf(today), { amount: 500, count: 1 }]]),
      'WEEK',
      today,
      'sum',
    );
    expect(weeks.at(-1)).toMatchObject({ date: '2026-12-28', label: 'W53', totalAmount: 500 });
    expect(weeks[0]!.date).toBe('2026-10-12');
  });
});
