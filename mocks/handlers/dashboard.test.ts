import { describe, expect, it } from 'vitest';
import type { Dashboard, Operation } from '../../src/api/generated/model';
import { DEMO } from '../db/demo-ids';
import { DAY } from '../db/seed/rows';
import { payTip, setupMockBackend, signedInClient, type Client } from '../test-utils';

setupMockBackend();

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The sum and number of the person's shown tips from `from` to `to` (yyyy-mm-dd, included). */
async function takingsBetween(client: Client, dateFrom: string, dateTo: string) {
  const all: Operation[] = [];
  for (let page = 0; ; page += 1) {
    const { body } = await client.call<{ list: Operation[] }>('operation/list', {
      nextPage: { page, count: 100 },
      dateFrom,
      dateTo,
    });
    all.push(...body.list);
    if (body.list.length < 100) break;
  }
  const shown = all.filter((tip) => tip.amountExists);
  return { amount: shown.reduce((sum, tip) => sum + tip.amount, 0), count: shown.length };
}

const dashboardOf = async (client: Client) =>
  (await client.call<Dashboard>('dashboard', undefined, 'GET')).body;

describe('dashboard', () => {
  it('shows a tip paid today in today’s takings, first among the latest tips', async () => {
    const anna = await signedInClient(DEMO.anna);
    const before = await dashboardOf(anna);
    await payTip({ qrCodeUuid: DEMO.annaQrCode, amount: 500, rating: 4, comment: 'Great!' });
    const after = await dashboardOf(anna);
    const tip = after.latestTips[0]!;
    expect(tip).toMatchObject({ rating: 4, message: 'Great!' });
    expect(after.latestTips.length).toBeLessThanOrEqual(5);
    expect(after.takings.today.count).toBe(before.takings.today.count + 1);
    expect(after.takings.today.amount).toBe(before.takings.today.amount + tip.amount);
    expect(after.rating.count).toBe(before.rating.count + 1);
  });

  it('takings agree with the history: this week and last week, this month and last month', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { takings } = await dashboardOf(anna);
    const today = Math.floor(Date.now() / DAY) * DAY;
    const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
    const date = new Date(today);
    const month = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
    const lastMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1);
    const week = await takingsBetween(anna, isoDay(monday), isoDay(today));
    const lastWeek = await takingsBetween(anna, isoDay(monday - 7 * DAY), isoDay(monday - DAY));
    const thisMonth = await takingsBetween(anna, isoDay(month), isoDay(today));
    const previous = await takingsBetween(anna, isoDay(lastMonth), isoDay(month - DAY));
    const yesterday = await takingsBetween(anna, isoDay(today - DAY), isoDay(today - DAY));
    expect(takings.week).toEqual({
      ...week,
      previousAmount: lastWeek.amount,
      previousCount: lastWeek.count,
    });
    expect(takings.month).toEqual({
      ...thisMonth,
      previousAmount: previous.amount,
      previousCount: previous.count,
    });
    expect(takings.today.previousAmount).toBe(yesterday.amount);
  });

  it('lists the teams the person runs with their top members, and their organisations', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { teams, organizations } = await dashboardOf(anna);
    expect(teams.map((team) => team.teamUuid)).toContain(DEMO.team);
    for (const team of teams) {
      expect(team.topMembers.length).toBeLessThanOrEqual(3);
      const sums = team.topMembers.map((member) => member.totalAmount);
      expect(sums).toEqual([...sums].sort((a, b) => b - a));
    }
    expect(organizations.map((organisation) => organisation.organizationUuid)).toContain(
      DEMO.pushkinLlp,
    );
  });

  it('a recipient with no tips yet has no latest tips and no rating', async () => {
    const ivan = await signedInClient(DEMO.ivan);
    const { latestTips, rating, teams } = await dashboardOf(ivan);
    expect(latestTips).toEqual([]);
    expect(rating).toEqual({ count: 0, topTags: [] });
    expect(teams).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const { createClient } = await import('../client');
    const { status } = await createClient().call('dashboard', undefined, 'GET');
    expect(status).toBe(401);
  });
});
