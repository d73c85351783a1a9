import { delay, http, type RequestHandler } from 'msw';
import { storeReady } from '../db/store';
import { claimStorySession } from '../engine/sessions';
import { handlers } from '../handlers';
import { callNameOf } from '../prefixes';
import type { ErrorCode } from './catalogue';
import { forceError, forceNetworkError, forceServerError } from './scenarios';

/** What a story forces on a call: a catalogue code, a bare HTTP status (503), or `'network'`. */
export type StoryFailure = ErrorCode | number | 'network';

export interface StoryScenario {
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

/**
 * `parameters.msw.handlers` for a story: the whole mock backend, signed in as the story says,
 * slowed down or never answering. Failures are QA's scenarios (`failing` below).
 *
 * @example parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna }) } }
 */
export function storyHandlers({
  latencyMs = 0,
  pending = false,
  signedInAs,
}: StoryScenario = {}): RequestHandler[] {
  const front = http.all(
    ({ request }) => callNameOf(new URL(request.url)) !== null,
    async () => {
      await storeReady();
      await claimStorySession(signedInAs ?? null);
      if (pending) await delay('infinite');
      if (latencyMs > 0) await delay(latencyMs);
      return undefined;
    },
  );
  return [front, ...handlers];
}

/**
 * A story's `beforeEach` forcing failures the way QA does (the scenarios of ./scenarios.ts,
 * which the mock backend's scenario gate answers): each call name (`payment/form`, `*`,
 * `statistic/*`) to its failure, until the story ends. The preview clears every scenario
 * before each story, so none reaches the next one. A failure in the middle of a play function
 * is forced there, with `forceError(call, code, { once: true })`.
 *
 * @example beforeEach: failing({ 'payment/form': 'client.notActive.error', 'payment/fee': 503 })
 */
export function failing(errors: Record<string, StoryFailure>): () => void {
  return () => {
    // The first call name listed wins, as a newer scenario does: they are forced last first.
    for (const [call, failure] of Object.entries(errors).reverse()) {
      if (failure === 'network') forceNetworkError(call);
      else if (typeof failure === 'number') forceServerError(call, failure);
      else forceError(call, failure);
    }
  };
}
