import type { ReviewPeriod } from '@/api/generated/model';
import { oneOfParam, readParams, uuidParam, type ParamRule } from '@/lib/address-params';

/*
 * What the reviews screen shows, kept in the address so it survives a reload and can be linked
 * to: `?team=<teamUuid>` (a team's tips instead of the person's), `period=MONTH|QUARTER|YEAR|ALL`
 * (the last 30, 90, 365 days or all time), and the comments' filters `stars=5,4` and
 * `comment=with|without`. A value it cannot use falls back to the default and the screen says so.
 */

export const REVIEW_PERIODS = [
  'MONTH',
  'QUARTER',
  'YEAR',
  'ALL',
] as const satisfies readonly ReviewPeriod[];
export const COMMENT_FILTERS = ['with', 'without'] as const;
export type CommentFilter = (typeof COMMENT_FILTERS)[number];

export interface ReviewsView {
  period: ReviewPeriod;
  /** A team's reviews, or null for the person's own. */
  team: string | null;
  /** Only tips with these stars (5 to 1); empty for every tip. */
  stars: readonly number[];
  /** Only tips with a comment, or without one; null for both. */
  comment: CommentFilter | null;
}

/** "5,4": stars from 1 to 5, each once, highest first; anything else is refused. */
const starsParam: ParamRule<number[]> = (text) => {
  const stars = text.split(',').map(Number);
  if (stars.some((star) => !Number.isInteger(star) || star < 1 || star > 5)) return undefined;
  return [...new Set(stars)].sort((a, b) => b - a);
};

const RULES = {
  period: oneOfParam(REVIEW_PERIODS),
  team: uuidParam,
  stars: starsParam,
  comment: oneOfParam(COMMENT_FILTERS),
};

/** What the address asks for, the defaults where it says nothing usable, and what it refused. */
export function readView(params: URLSearchParams): { view: ReviewsView; refused: string[] } {
  const { values, refused } = readParams(params, RULES);
  return {
    view: {
      period: values.period ?? 'MONTH',
      team: values.team,
      stars: values.stars ?? [],
      comment: values.comment,
    },
    refused,
  };
}

/** The address's parameters with `change` applied; every other choice (and parameter) stays. */
export function withView(params: URLSearchParams, change: Partial<ReviewsView>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.period) next.set('period', change.period);
  if (change.team) next.set('team', change.team);
  else if (change.team === null) next.delete('team');
  if (change.stars?.length) next.set('stars', [...change.stars].sort((a, b) => b - a).join(','));
  else if (change.stars) next.delete('stars');
  if (change.comment) next.set('comment', change.comment);
  else if (change.comment === null) next.delete('comment');
  return next;
}

/** The stars list with `star` added or taken out. */
export const toggledStar = (stars: readonly number[], star: number): number[] =>
  stars.includes(star) ? stars.filter((each) => each !== star) : [...stars, star];
