import type { OperationList } from '../../src/api/generated/model';
import {
  GetReviewSummaryBody,
  ListReviewsBody,
} from '../../src/api/generated/zod/review/review.zod';
import {
  getGetReviewSummaryMockHandler,
  getListReviewsMockHandler,
} from '../generated/review/review.msw';
import { now } from '../clock';
import { pageOf } from '../db/query';
import { toOperation } from '../engine/operations';
import { reviewSummary, reviewsOf, type ReviewScope } from '../engine/reviews';
import { signedIn } from '../engine/sessions';
import { requireMembership } from '../engine/teams';
import { readBody } from './respond';

/** The person's own tips, or a team's they belong to (any member reads them). */
function scopeOf(userUuid: string, teamUuid: string | undefined): ReviewScope {
  if (!teamUuid) return { userUuid };
  requireMembership(userUuid, teamUuid);
  return { teamUuid };
}

/** What guests said (mocks/engine/reviews.ts). */
export const reviewHandlers = [
  getGetReviewSummaryMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { period, teamUuid } = await readBody(request, GetReviewSummaryBody);
      return reviewSummary(scopeOf(user.uuid, teamUuid), period, now());
    }),
  ),

  getListReviewsMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { nextPage, teamUuid, ...filter } = await readBody(request, ListReviewsBody);
      const page = pageOf(reviewsOf(scopeOf(user.uuid, teamUuid), filter, now()), nextPage);
      return { list: page.map(toOperation) } satisfies OperationList;
    }),
  ),
];
