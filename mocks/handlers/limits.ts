import type { LimitsResponse } from '../../src/api/generated/model';
import { GetLimitsBody } from '../../src/api/generated/zod/limits/limits.zod';
import { getGetLimitsMockHandler } from '../generated/limits/limits.msw';
import { indexes } from '../db/indexes';
import { DEFAULT_AMOUNTS, DEFAULT_LIMITS } from '../db/seed/rows';
import { signedIn } from '../engine/sessions';
import { requireMembership } from '../engine/teams';
import { readBody } from './respond';

/**
 * The bounds every QR code's limits stay within, personal or team (major units). The spec
 * gives only the defaults (1..10); the range is this mock's reading, as `range` is inferred.
 */
export const LIMITS_RANGE = { minAmount: 1, maxAmount: 10_000 } as const;

/**
 * What a new QR code starts with and the range its limits must keep: the spec's defaults for a
 * person, the team's own limits and choices (its settings) for a team the person belongs to.
 */
export function limitsFor(userUuid: string, teamUuid: string | undefined): LimitsResponse {
  if (!teamUuid)
    return { limits: DEFAULT_LIMITS, defaultAmounts: DEFAULT_AMOUNTS, range: LIMITS_RANGE };
  requireMembership(userUuid, teamUuid);
  const team = indexes.teamByUuid(teamUuid)!;
  return { limits: team.limits, defaultAmounts: team.amounts, range: LIMITS_RANGE };
}

export const limitsHandlers = [
  getGetLimitsMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { teamUuid } = await readBody(request, GetLimitsBody);
      return limitsFor(user.uuid, teamUuid) satisfies LimitsResponse;
    }),
  ),
];
