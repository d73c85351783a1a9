import type { LimitsResponse } from '../../src/api/generated/model';
import { GetLimitsBody } from '../../src/api/generated/zod/limits/limits.zod';
import { getGetLimitsMockHandler } from '../generated/limits/limits.msw';
import { DEFAULT_AMOUNTS, DEFAULT_LIMITS } from '../db/seed';
import { signedIn } from '../engine/sessions';
import { requireRight } from '../engine/teams';
import { readBody } from './respond';

/**
 * limits/get: a team's tip limits and choices (any member may read them: the team's QR codes
 * start from them), or, without a team, the product's defaults (spec section 9).
 */
export const limitsHandlers = [
  getGetLimitsMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuid } = await readBody(request, GetLimitsBody);
      if (!teamUuid)
        return { limits: DEFAULT_LIMITS, defaultAmounts: DEFAULT_AMOUNTS } satisfies LimitsResponse;
      const { team } = requireRight(user.uuid, teamUuid, 'view');
      return { limits: team.limits, defaultAmounts: team.amounts } satisfies LimitsResponse;
    }),
  ),
];
