import type { ReviewPeriod, ReviewSummary, TagCount } from '../../src/api/generated/model';
import { DAY } from '../db/seed/rows';
import { indexes, insertInOrder, memoBy, newestFirst } from '../db/indexes';
import { withinDates } from '../db/query';
import type { OperationRecord } from './operations';

/*
 * What guests said (issue 26): ratings, stars, tags and comments of a person's or a team's
 * tips over a period, counted from the same newest-first indexes as the histories and kept
 * per scope, period and day, so a summary over 100,000 tips is counted once a day and a new
 * tip is added in place.
 */

/** Whose tips: the person's received tips, or a team's. */
export type ReviewScope = { userUuid: string } | { teamUuid: string };

/** How many days each period reaches back, today included (ALL: every tip). */
const PERIOD_DAYS: Record<ReviewPeriod, number | undefined> = {
  MONTH: 30,
  QUARTER: 90,
  YEAR: 365,
  ALL: undefined,
};

/** The ISO moment a period starts: the UTC midnight `days - 1` days before today's. */
export function periodSince(period: ReviewPeriod, today: number): string | undefined {
  const days = PERIOD_DAYS[period];
  return days === undefined
    ? undefined
    : new Date((Math.floor(today / DAY) - (days - 1)) * DAY).toISOString();
}

const scopeKey = (scope: ReviewScope) =>
  'userUuid' in scope ? `user:${scope.userUuid}` : `team:${scope.teamUuid}`;

function inScope(operation: OperationRecord, key: string): boolean {
  const [kind, uuid] = key.split(':');
  return kind === 'user' ? operation.recipientUuid === uuid : operation.teamUuid === uuid;
}

function tipsOf(key: string): readonly OperationRecord[] {
  const [kind, uuid] = key.split(':') as [string, string];
  return kind === 'user' ? indexes.operationsOfRecipient(uuid) : indexes.operationsOfTeam(uuid);
}

/** A tip carries feedback when a guest rated it, tagged it or wrote something. */
export const hasFeedback = (operation: OperationRecord) =>
  operation.rating !== undefined || Boolean(operation.emoji) || Boolean(operation.message);

interface Tally {
  rated: number;
  starSum: number;
  /** Index 0 counts one star, index 4 five. */
  stars: number[];
  tags: Map<string, number>;
  comments: number;
}

function add(tally: Tally, operation: OperationRecord): void {
  if (operation.rating !== undefined) {
    tally.rated += 1;
    tally.starSum += operation.rating;
    tally.stars[operation.rating - 1]! += 1;
  }
  if (operation.emoji)
    for (const tag of operation.emoji.split(','))
      tally.tags.set(tag, (tally.tags.get(tag) ?? 0) + 1);
  if (operation.message) tally.comments += 1;
}

/** "user:…|MONTH|day": the key of one kept tally (the day, so periods move at midnight). */
const tallies = memoBy(
  ['operations'],
  (key: string) => {
    const [scope, period, day] = key.split('|') as [string, ReviewPeriod, string];
    const tally: Tally = {
      rated: 0,
      starSum: 0,
      stars: [0, 0, 0, 0, 0],
      tags: new Map(),
      comments: 0,
    };
    for (const operation of withinDates(tipsOf(scope), periodSince(period, Number(day) * DAY)))
      add(tally, operation);
    return tally;
  },
  (tally, key, created) => {
    // A new tip is today's: inside every period of today's keys.
    const operation = created as OperationRecord;
    if (inScope(operation, key.split('|')[0]!)) add(tally, operation);
    return true;
  },
);

const tallyOf = (scope: ReviewScope, period: ReviewPeriod, today: number) =>
  tallies(`${scopeKey(scope)}|${period}|${Math.floor(today / DAY)}`);

const averageOf = (tally: Tally) =>
  tally.rated === 0 ? {} : { average: Math.round((tally.starSum / tally.rated) * 10) / 10 };

/** Every tag used, most frequent first (then by name, so the order is stable). */
function tagCounts(tally: Tally): TagCount[] {
  return [...tally.tags]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** review/summary: the period's ratings, one entry per star from 5 to 1, tags and comments. */
export function reviewSummary(
  scope: ReviewScope,
  period: ReviewPeriod,
  today: number,
): ReviewSummary {
  const tally = tallyOf(scope, period, today);
  return {
    count: tally.rated,
    ...averageOf(tally),
    stars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: tally.stars[stars - 1]! })),
    tags: tagCounts(tally),
    commentCount: tally.comments,
  };
}

/** The home's last 30 days: rated tips, their average and the five most frequent tags. */
export function recentRating(userUuid: string, today: number) {
  const tally = tallyOf({ userUuid }, 'MONTH', today);
  return { count: tally.rated, ...averageOf(tally), topTags: tagCounts(tally).slice(0, 5) };
}

export interface ReviewFilter {
  period: ReviewPeriod;
  stars?: readonly number[] | undefined;
  withComment?: boolean | undefined;
}

/** Whether a tip with feedback passes a list's filter, read from the list's key. */
function filterOf(key: string): (operation: OperationRecord) => boolean {
  const [scope, , , stars, withComment] = key.split('|') as [
    string,
    string,
    string,
    string,
    string,
  ];
  const starSet = stars ? new Set(stars.split(',').map(Number)) : undefined;
  return (operation) =>
    inScope(operation, scope) &&
    hasFeedback(operation) &&
    (!starSet || (operation.rating !== undefined && starSet.has(operation.rating))) &&
    (withComment === '' || Boolean(operation.message) === (withComment === 'true'));
}

const byDateDescending = newestFirst('date');

/** The filtered lists, newest first, kept per scope, filter and day; a new tip joins in place. */
const reviewLists = memoBy(
  ['operations'],
  (key: string) => {
    const [scope, period, day] = key.split('|') as [string, ReviewPeriod, string];
    const matches = filterOf(key);
    const list = withinDates(tipsOf(scope), periodSince(period, Number(day) * DAY)).filter(matches);
    return { matches, list };
  },
  ({ matches, list }, _key, created) => {
    const operation = created as OperationRecord;
    if (matches(operation)) insertInOrder(list, operation, byDateDescending);
    return true;
  },
);

/** review/list: the period's tips with feedback, narrowed by stars and comment, newest first. */
export function reviewsOf(
  scope: ReviewScope,
  { period, stars, withComment }: ReviewFilter,
  today: number,
): readonly OperationRecord[] {
  const starKey = stars?.length ? [...new Set(stars)].sort().join(',') : '';
  return reviewLists(
    [scopeKey(scope), period, Math.floor(today / DAY), starKey, withComment ?? ''].join('|'),
  ).list;
}
