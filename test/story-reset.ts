import { resetClock } from '@mocks/clock';
import { resetStoreIfWritten } from '@mocks/db/store';
import { resetStorySession } from '@mocks/engine/sessions';
import { clearScenarios } from '@mocks/scenarios/scenarios';
import { freezeStoryClock } from './story-clock';

/**
 * Before every story (.storybook/preview.tsx), so no story depends on the ones run before it:
 * the clock stopped at STORY_NOW (a story's dates, "Today" and countdowns must not depend on
 * the day the suite runs: a story that read the real clock drew yesterday's tips with another
 * date each day), no QA scenario left (forced errors, latency, offline), the mock clock's
 * offset gone, no identity claimed (the story's storyHandlers({ signedInAs }) claims its own
 * on its first call), and the store back to the seed of the frozen day (a store nobody wrote
 * to since is the seed already, and is left as it is). Answers what Storybook runs after the
 * story: the clock started again.
 */
export async function resetStoryBackend(): Promise<() => void> {
  const startClock = freezeStoryClock();
  clearScenarios();
  resetClock();
  resetStorySession();
  await resetStoreIfWritten();
  return startClock;
}
