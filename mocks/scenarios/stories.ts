import { delay, http, type RequestHandler } from 'msw';
import { storeReady } from '../db/store';
import { claimStorySession } from '../engine/sessions';
import { handlers } from '../handlers';
import { callNameOf } from '../prefixes';
import type { ErrorCode } from './catalogue';
import { scenarioResponse } from './scenario-gate';
import { callMatches, type ScenarioEffect } from './scenarios';

/** What a story forces on a call: a catalogue code, a 5xx status, or `'network'`. */
export type StoryFailure = ErrorCode | number | 'network';

export interface StoryScenario {
  /** Call name (`payment/form`, `*`, `profile/photo/download/*`) to the failure it answers. */
  errors?: Record<string, StoryFailure>;
  /** Every call waits this long (loading states). */
  latencyMs?: number;
  /** Every call never answers (a loading state frozen for the screenshot). */
  pending?: boolean;
  /**
   * The story is signed in as this seeded person (a user uuid from mocks/db/demo-ids.ts, e.g.
   * `DEMO.anna`): every call answers as it would for them. Signed out when left out.
   */
  signedInAs?: string;
}

function effectOf(failure: StoryFailure): ScenarioEffect {
  if (failure === 'network') return { kind: 'network' };
  if (typeof failure === 'number') return { kind: 'status', status: failure };
  return { kind: 'code', code: failure };
}

/**
 * `parameters.msw.handlers` for a story: the whole mock backend with the given failures in
 * front, answered exactly as QA's scenarios answer them. Scoped to the story (no global
 * state), so stories never leak scenarios into each other.
 *
 * @example parameters: { msw: { handlers: storyHandlers({ errors: { 'payment/form': 'client.notActive.error' } }) } }
 * @example parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna }) } }
 */
export function storyHandlers({
  errors = {},
  latencyMs = 0,
  pending = false,
  signedInAs,
}: StoryScenario = {}): RequestHandler[] {
  const front = http.all(
    ({ request }) => callNameOf(new URL(request.url)) !== null,
    async ({ request }) => {
      await storeReady();
      await claimStorySession(signedInAs ?? null);
      if (pending) await delay('infinite');
      if (latencyMs > 0) await delay(latencyMs);
      const call = callNameOf(new URL(request.url))!;
      const match = Object.entries(errors).find(([pattern]) => callMatches(pattern, call));
      return match ? scenarioResponse(effectOf(match[1])) : undefined;
    },
  );
  return [front, ...handlers];
}

/** Shorthand for the common story: one call answers one catalogue code. */
export function storyWithError(call: string, failure: StoryFailure): RequestHandler[] {
  return storyHandlers({ errors: { [call]: failure } });
}
