import { describe, expect, it } from 'vitest';
import type {
  Operation,
  OperationAggregate,
  ReceiptsStatistic,
  TeamMemberStatistic,
} from '../../src/api/generated/model';
import { DEMO, memberIds } from '../db/demo-ids';
import { MEMBER_QR_CODES } from '../db/seed/qr-codes';
import { dayNumberOf } from '../engine/operations';
import { createClient, payTip, setupMockBackend, signedInClient, type Client } from '../test-utils';

setupMockBackend();

const page = (number: number, count = 15) => ({ nextPage: { page: number, count } });
const today = () => new Date().toISOString().slice(0, 10);

/** Every tip of the list, page by page (a page holds at most 100). */
async function wholeHistory(client: Client, filter: object = {}): Promise<Operation[]> {
  const all: Operation[] = [];
  for (let number = 0; ; number += 1) {
    const { body } = await client.call<{ list: Operation[] }>('operation/list', {
      ...filter,
      ...page(number, 100),
    });
    all.push(...body.list);
    if (body.list.length < 100) return all;
  }
}

describe('operation/list', () => {
  it('pages Anna’s tips newest first, 15 at a time, without overlap', async () => {
    const anna = await signedInClient(DEMO.anna);
    const first = await anna.call<{ list: Operation[] }>('operation/list', page(0));
    const second = await anna.call<{ list: Operation[] }>('operation/list', page(1));
    expect(first.body.list).toHaveLength(15);
    const dates = [...first.body.list, ...second.body.list].map((operation) => operation.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(30);
  });

  it('joins in the QR code, team and member, and says when the code was deleted', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<{ list: Operation[] }>('operation/list', page(0, 100));
    const viaTeam = body.list.find((operation) => operation.teamUuid === DEMO.team)!;
    expect(viaTeam).toMatchObject({
      teamTitle: 'Cafe Pushkin',
      teamTypeCode: 'cafe',
      qrCodeTitle: 'Anna Petrova, Cafe Pushkin',
      firstName: 'Anna',
      memberDeleted: false,
      qrCodeDeleted: false,
    });
    const { db } = await import('../db/collections');
    db.qrCodes.delete((q) => q.where({ uuid: DEMO.annaQrCode }));
    const after = await anna.call<{ list: Operation[] }>('operation/list', {
      ...page(0),
      qrCodeUuid: DEMO.annaQrCode,
    });
    expect(after.body.list.length).toBeGreaterThan(0);
    expect(after.body.list.every((operation) => operation.qrCodeDeleted)).toBe(true);
  });

  it('filters by a period of days, both ends included', async () => {
    const anna = await signedInClient(DEMO.anna);
    const history = await wholeHistory(anna);
    const day = history[20]!.date.slice(0, 10);
    const filtered = await wholeHistory(anna, { dateFrom: day, dateTo: day });
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((operation) => operation.date.startsWith(day))).toBe(true);
    expect(filtered).toHaveLength(
      history.filter((operation) => operation.date.startsWith(day)).length,
    );
  });

  it('needs a session', async () => {
    const { status, body } = await createClient().call('operation/list', page(0));
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'no.session.error' });
  });
});

describe('operation/team/list', () => {
  it('answers the tips of a team the person belongs to, and hides other teams', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<{ list: Operation[] }>('operation/team/list', {
      ...page(0),
      teamUuidList: [DEMO.team],
    });
    expect(body.list.length).toBeGreaterThan(0);
    expect(body.list.every((operation) => operation.teamUuid === DEMO.team)).toBe(true);

    const other = await anna.call('operation/team/list', {
      ...page(0),
      teamUuidList: [DEMO.otherTeam],
    });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: 'team.notFound.error' });
  });
});

describe('a tip paid on the public page', () => {
  it('tops the history, and counts in the totals, the day sum and today’s bar', async () => {
    const anna = await signedInClient(DEMO.anna);
    const before = await anna.call<OperationAggregate>('operation/aggregate', page(0, 1));
    const todayNumber = dayNumberOf(Date.now());
    const sumBefore = await anna.call<{ days: Array<{ amount: number }> }>('statistic/day/sum', {
      days: [todayNumber],
    });
    const chartBefore = await anna.call<ReceiptsStatistic>('statistic/client', { type: 'DAY' });

    await payTip({ qrCodeUuid: DEMO.annaQrCode, amount: 700, comment: 'Спасибо!' });

    const latest = await anna.call<{ list: Operation[] }>('operation/list', page(0));
    expect(latest.body.list[0]).toMatchObject({ amount: 700, message: 'Спасибо!' });
    const after = await anna.call<OperationAggregate>('operation/aggregate', page(0, 1));
    expect(after.body.count).toBe(before.body.count + 1);
    expect(after.body.totalAmount).toBe(before.body.totalAmount + 700);
    const sumAfter = await anna.call<{ days: Array<{ amount: number }> }>('statistic/day/sum', {
      days: [todayNumber],
    });
    expect(sumAfter.body.days[0]!.amount).toBe(sumBefore.body.days[0]!.amount + 700);
    const chartAfter = await anna.call<ReceiptsStatistic>('statistic/client', { type: 'DAY' });
    const bar = (chart: ReceiptsStatistic) => chart.totalReceipts.days.at(-1)!;
    expect(bar(chartAfter.body).date).toBe(today());
    expect(bar(chartAfter.body).totalAmount).toBe(bar(chartBefore.body).totalAmount + 700);
    expect(chartAfter.body.totalReceipts.allPeriod).toBe(
      chartBefore.body.totalReceipts.allPeriod + 700,
    );
  });
});

describe('statistic/client', () => {
  it('a month’s bar is the sum of that month’s operations in the history', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<ReceiptsStatistic>('statistic/client', { type: 'MONTH' });
    const months = body.totalReceipts.months;
    expect(months).toHaveLength(12);
    expect(body.totalReceipts.days).toEqual([]);
    const history = await wholeHistory(anna);
    for (const month of months) {
      const prefix = month.date.slice(0, 7);
      const sum = history
        .filter((operation) => operation.date.startsWith(prefix))
        .reduce((total, operation) => total + operation.amount, 0);
      expect(month.totalAmount, prefix).toBe(sum);
    }
  });

  it('weeks start on Monday and carry ISO week labels', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<ReceiptsStatistic>('statistic/client', { type: 'WEEK' });
    for (const week of body.totalReceipts.weeks) {
      expect(new Date(`${week.date}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(week.label).toMatch(/^W\d{1,2}$/);
    }
  });

  it('a person without tips gets empty bars and today as the first day', async () => {
    const newcomer = await signedInClient(DEMO.unfinishedBusiness);
    const { body } = await newcomer.call<ReceiptsStatistic>('statistic/client', { type: 'DAY' });
    expect(body.totalReceipts.days.every((day) => day.totalAmount === 0)).toBe(true);
    expect(body.totalReceipts.allPeriod).toBe(0);
    expect(body.initialDate).toBe(today());
  });
});

describe('statistic/team/member', () => {
  it('ranks every member by number of tips, or by amount', async () => {
    const anna = await signedInClient(DEMO.anna);
    const byQuantity = await anna.call<{ list: TeamMemberStatistic[] }>('statistic/team/member', {
      teamUuid: DEMO.team,
    });
    expect(byQuantity.body.list).toHaveLength(65);
    const counts = byQuantity.body.list.map((member) => member.operationsCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(byQuantity.body.list[0]!.firstName).toBe('Anna');

    const byAmount = await anna.call<{ list: TeamMemberStatistic[] }>('statistic/team/member', {
      teamUuid: DEMO.team,
      sortType: 'AMOUNT',
    });
    const amounts = byAmount.body.list.map((member) => member.totalAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });
});

describe('the history’s special cases', () => {
  it('answers a hidden amount as 0 and leaves it out of the totals and day sums', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<{ list: Operation[] }>('operation/list', {
      ...page(0, 1),
      operationUuid: DEMO.hiddenAmountTip,
    });
    expect(body.list).toEqual([
      expect.objectContaining({ uuid: DEMO.hiddenAmountTip, amount: 0, amountExists: false }),
    ]);
    const day = body.list[0]!.date.slice(0, 10);
    const everything = await wholeHistory(anna, { dateFrom: day, dateTo: day });
    const totals = await anna.call<OperationAggregate>('operation/aggregate', {
      ...page(0, 1),
      dateFrom: day,
      dateTo: day,
    });
    const shown = everything.filter((operation) => operation.amountExists);
    expect(totals.body.count).toBe(everything.length);
    expect(totals.body.totalAmount).toBe(shown.reduce((sum, op) => sum + op.amount, 0));
    const sums = await anna.call<{ days: Array<{ amount: number }> }>('statistic/day/sum', {
      days: [Number(day.replaceAll('-', ''))],
    });
    expect(sums.body.days[0]!.amount).toBe(totals.body.totalAmount);
  });

  it('carries the percent of a tip paid as a percent, and says when the QR code or member is gone', async () => {
    const anna = await signedInClient(DEMO.anna);
    const one = async (operationUuid: string, call = 'operation/list', extra = {}) =>
      (
        await anna.call<{ list: Operation[] }>(call, {
          ...page(0, 1),
          operationUuid,
          ...extra,
        })
      ).body.list[0];
    expect(await one(DEMO.percentTip)).toMatchObject({ percentAmount: 9.98, amount: 84_500 });
    expect(await one(DEMO.deletedQrCodeTip)).toMatchObject({
      qrCodeDeleted: true,
      memberDeleted: false,
    });
    expect(
      await one(DEMO.formerMemberTip, 'operation/team/list', { teamUuidList: [DEMO.team] }),
    ).toMatchObject({ memberDeleted: true, firstName: 'Timur', teamTitle: 'Cafe Pushkin' });
    // Not Anna's own tip: her personal history does not open it.
    expect(await one(DEMO.formerMemberTip)).toBeUndefined();
  });

  it('a tip through the team’s own code goes to its owner, who is still a member', async () => {
    const anna = await signedInClient(DEMO.anna);
    // The team page's tip names the team, not a QR code.
    await payTip({ teamUuid: DEMO.team, amount: 500 } as unknown as Parameters<typeof payTip>[0]);
    const { body } = await anna.call<{ list: Operation[] }>('operation/team/list', {
      ...page(0),
      teamUuidList: [DEMO.team],
    });
    expect(body.list[0]).toMatchObject({ amount: 500, memberDeleted: false });
  });
});

describe('filters of the reader’s days', () => {
  it('takes dateFrom and dateTo as calendar days of timeZone', async () => {
    const anna = await signedInClient(DEMO.anna);
    const history = await wholeHistory(anna);
    const day = history[30]!.date.slice(0, 10);
    const inAlmaty = await wholeHistory(anna, {
      dateFrom: day,
      dateTo: day,
      timeZone: 'Asia/Almaty',
    });
    const almatyDay = (date: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(new Date(date));
    expect(inAlmaty).toEqual(history.filter((operation) => almatyDay(operation.date) === day));
  });

  it('refuses a time zone it does not know', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { status, body } = await anna.call('operation/list', {
      ...page(0),
      timeZone: 'Mars/Olympus',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'field.invalid.format.error', field: 'timeZone' });
  });

  it('narrows the totals like the list: period and QR code', async () => {
    const anna = await signedInClient(DEMO.anna);
    const history = await wholeHistory(anna);
    const dateFrom = history[40]!.date.slice(0, 10);
    const dateTo = history[10]!.date.slice(0, 10);
    const filter = { dateFrom, dateTo, qrCodeUuid: DEMO.annaQrCode, timeZone: 'UTC' };
    const listed = await wholeHistory(anna, filter);
    const { body } = await anna.call<OperationAggregate>('operation/aggregate', {
      ...page(0, 1),
      ...filter,
    });
    expect(listed.length).toBeGreaterThan(0);
    expect(body.count).toBe(listed.length);
    expect(body.totalAmount).toBe(listed.reduce((sum, operation) => sum + operation.amount, 0));
    expect(body.lastOperation?.uuid).toBe(listed[0]!.uuid);
  });

  it('filters a team history by one of its QR codes', async () => {
    const anna = await signedInClient(DEMO.anna);
    const annaCafeCode = `a2${DEMO.annaQrCode.slice(2)}`;
    const { body } = await anna.call<{ list: Operation[] }>('operation/team/list', {
      ...page(0, 100),
      teamUuidList: [DEMO.team],
      qrCodeUuid: annaCafeCode,
    });
    expect(body.list.length).toBeGreaterThan(0);
    expect(body.list.every((operation) => operation.qrUuid === annaCafeCode)).toBe(true);
  });
});

describe('totals of whole days (the statistics’ summary)', () => {
  const range = { dateFrom: '2020-01-01', dateTo: today() };

  it('from the per-day summaries equal those counted tip by tip, ratings included', async () => {
    const anna = await signedInClient(DEMO.anna);
    for (const [call, extra] of [
      ['operation/aggregate', {}],
      ['operation/team/aggregate', { teamUuidList: [DEMO.team] }],
    ] as const) {
      const asked = { ...page(0, 1), ...range, ...extra };
      const byDays = (await anna.call<OperationAggregate>(call, asked)).body;
      // A time zone makes the mock count the tips themselves.
      const byTips = (await anna.call<OperationAggregate>(call, { ...asked, timeZone: 'UTC' }))
        .body;
      expect(byDays).toEqual(byTips);
      expect(byDays.ratedCount).toBeGreaterThan(0);
      expect(byDays.averageRating).toBeGreaterThanOrEqual(1);
    }
  });

  it('take in a tip paid with a rating at once', async () => {
    const anna = await signedInClient(DEMO.anna);
    const asked = { ...page(0, 1), dateFrom: today(), dateTo: today() };
    const before = (await anna.call<OperationAggregate>('operation/aggregate', asked)).body;
    await payTip({ qrCodeUuid: DEMO.annaQrCode, amount: 900, rating: 4 });
    const after = (await anna.call<OperationAggregate>('operation/aggregate', asked)).body;
    expect(after.count).toBe(before.count + 1);
    expect(after.totalAmount).toBe(before.totalAmount + 900);
    expect(after.ratedCount).toBe((before.ratedCount ?? 0) + 1);
    const ratings = (before.averageRating ?? 0) * (before.ratedCount ?? 0) + 4;
    expect(after.averageRating).toBeCloseTo(ratings / after.ratedCount!);
  });
});

describe('a team’s history by member (memberQrCodeUuid)', () => {
  const teamPage = (extra: object) => ({ ...page(0, 100), teamUuidList: [DEMO.team], ...extra });

  it('lists and totals only the tips that member received in the team', async () => {
    const anna = await signedInClient(DEMO.anna);
    const member = memberIds(3);
    await payTip({ qrCodeUuid: member.qrCode, amount: 700 });
    const theirs = await anna.call<{ list: Operation[] }>(
      'operation/team/list',
      teamPage({ memberQrCodeUuid: member.qrCode }),
    );
    expect(theirs.body.list).toEqual([
      expect.objectContaining({ amount: 700, qrUuid: member.qrCode }),
    ]);
    const totals = await anna.call<OperationAggregate>(
      'operation/team/aggregate',
      teamPage({ memberQrCodeUuid: member.qrCode }),
    );
    expect(totals.body).toMatchObject({ count: 1, totalAmount: 700 });

    // Anna's own (the owner's): every team tip but member 3's and the former member's.
    const all = await anna.call<{ list: Operation[] }>('operation/team/list', teamPage({}));
    const annas = await anna.call<{ list: Operation[] }>(
      'operation/team/list',
      teamPage({ memberQrCodeUuid: MEMBER_QR_CODES.anna }),
    );
    expect(annas.body.list.map((operation) => operation.uuid)).toEqual(
      all.body.list
        .filter((operation) => operation.firstName === 'Anna')
        .map((operation) => operation.uuid),
    );
    expect(annas.body.list.length).toBe(all.body.list.length - 2);
  });

  it('has nothing for a member without tips, nor for someone of another team', async () => {
    const anna = await signedInClient(DEMO.anna);
    for (const memberQrCodeUuid of [memberIds(4).qrCode, MEMBER_QR_CODES.maria]) {
      const { body } = await anna.call<{ list: Operation[] }>(
        'operation/team/list',
        teamPage({ memberQrCodeUuid }),
      );
      expect(body.list).toEqual([]);
      const totals = await anna.call<OperationAggregate>(
        'operation/team/aggregate',
        teamPage({ memberQrCodeUuid }),
      );
      expect(totals.body).toMatchObject({ count: 0, totalAmount: 0 });
    }
  });
});
