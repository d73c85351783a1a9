import type {
  Dashboard,
  DashboardMember,
  DashboardOrganization,
  DashboardTeam,
  PeriodTakings,
} from '../../src/api/generated/model';
import { DAY } from '../db/seed/rows';
import { indexes } from '../db/indexes';
import { organisationsOf } from './orders';
import {
  dayNumberOf,
  dayTotalsOfRecipient,
  dayTotalsOfTeam,
  toOperation,
  type DayTotals,
} from './operations';
import { recentRating } from './reviews';
import { periodStart, totalsWithin } from './statistics';

/*
 * The cabinet home's summary (issue 26), from the kept per-day totals and the newest-first
 * indexes: nothing here reads more than this week of any list.
 */

const LATEST_TIPS = 5;
const TOP_MEMBERS = 3;

/** A period so far (from `start` to the end of today) beside the whole period before it. */
function takingsOf(
  days: DayTotals,
  start: number,
  previousStart: number,
  today: number,
): PeriodTakings {
  const now = totalsWithin(days, start, today + DAY);
  const before = totalsWithin(days, previousStart, start);
  return {
    amount: now.amount,
    count: now.count,
    previousAmount: before.amount,
    previousCount: before.count,
  };
}

/** Today, this ISO week and this month (UTC days), each against the period before. */
function takings(days: DayTotals, now: number): Dashboard['takings'] {
  const today = periodStart('DAY', now);
  const monday = periodStart('WEEK', now);
  const month = periodStart('MONTH', now);
  const previousMonth = periodStart('MONTH', month - DAY);
  return {
    today: takingsOf(days, today, today - DAY, today),
    week: takingsOf(days, monday, monday - 7 * DAY, today),
    month: takingsOf(days, month, previousMonth, today),
  };
}

/** The team's three members with the largest sums since `since` (ISO), through their team codes. */
function topMembersOf(teamUuid: string, since: string): DashboardMember[] {
  const byCode = new Map<string, { count: number; amount: number }>();
  for (const operation of indexes.operationsOfTeam(teamUuid)) {
    if (operation.date < since) break;
    if (operation.amountHidden) continue;
    const totals = byCode.get(operation.qrUuid) ?? { count: 0, amount: 0 };
    totals.count += 1;
    totals.amount += operation.amount;
    byCode.set(operation.qrUuid, totals);
  }
  const members: DashboardMember[] = [];
  for (const [qrCodeUuid, totals] of byCode) {
    const member = indexes.memberByQrCode(qrCodeUuid);
    const person = member?.teamUuid === teamUuid ? indexes.userByUuid(member.userUuid) : undefined;
    if (!person) continue;
    members.push({
      qrCodeUuid,
      firstName: person.firstName,
      lastName: person.lastName,
      ...(person.photo ? { photoUuid: person.photo } : {}),
      operationsCount: totals.count,
      totalAmount: totals.amount,
    });
  }
  return members
    .sort((a, b) => b.totalAmount - a.totalAmount || b.operationsCount - a.operationsCount)
    .slice(0, TOP_MEMBERS);
}

/** The teams the person owns or administers, by title. */
function teamsRunBy(userUuid: string, now: number): DashboardTeam[] {
  const today = periodStart('DAY', now);
  const since = new Date(periodStart('WEEK', now)).toISOString();
  return indexes
    .membershipsOfUser(userUuid)
    .filter((membership) => membership.role !== 'MEMBER')
    .flatMap((membership) => {
      const team = indexes.teamByUuid(membership.teamUuid);
      if (!team) return [];
      const totals = dayTotalsOfTeam(team.uuid).get(dayNumberOf(today));
      return [
        {
          teamUuid: team.uuid,
          teamTitle: team.title,
          today: { amount: totals?.amount ?? 0, count: totals?.count ?? 0 },
          topMembers: topMembersOf(team.uuid, since),
        },
      ];
    })
    .sort((a, b) => a.teamTitle.localeCompare(b.teamTitle));
}

/** The person's organisations: orders created today and refunds made today. */
function organisationsToday(userUuid: string, now: number): DashboardOrganization[] {
  const since = new Date(Math.floor(now / DAY) * DAY).toISOString();
  return organisationsOf(userUuid).map((organisation) => {
    const orders = { amount: 0, count: 0 };
    const refunds = { amount: 0, count: 0 };
    for (const order of indexes.ordersOfOrganisation(organisation.uuid)) {
      if (order.createdDate >= since) {
        orders.amount += order.amount;
        orders.count += 1;
      }
      for (const refund of order.refunds)
        if (refund.createdDate >= since) {
          refunds.amount += refund.amount;
          refunds.count += 1;
        }
    }
    return { organizationUuid: organisation.uuid, name: organisation.name, orders, refunds };
  });
}

/** GET dashboard: everything the home shows, for one person at `now`. */
export function dashboardOf(userUuid: string, now: number): Dashboard {
  return {
    takings: takings(dayTotalsOfRecipient(userUuid), now),
    latestTips: indexes.operationsOfRecipient(userUuid).slice(0, LATEST_TIPS).map(toOperation),
    rating: recentRating(userUuid, now),
    teams: teamsRunBy(userUuid, now),
    organizations: organisationsToday(userUuid, now),
  };
}
