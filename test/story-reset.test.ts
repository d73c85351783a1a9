import type { StoryContext } from '@storybook/react-vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, now } from '@mocks/clock';
import { db } from '@mocks/db/collections';
import { DEMO } from '@mocks/db/demo-ids';
import { resetStore } from '@mocks/db/store';
import { forceError, getScenarios, setLatency, setOffline } from '@mocks/scenarios/scenarios';
import preview from '../.storybook/preview';
import { STORY_NOW, storyDay } from './story-clock';

/** The preview's beforeEach, as Storybook runs it before every story; answers its clean-up. */
async function beforeStory(parameters: Record<string, unknown>): Promise<() => void> {
  type Hook = (context: Pick<StoryContext, 'parameters'>) => Promise<(() => void) | void>;
  const cleanups: Array<() => void> = [];
  for (const hook of [preview.beforeEach ?? []].flat() as Hook[]) {
    const cleanup = await hook({ parameters });
    if (cleanup) cleanups.push(cleanup);
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}

const annasName = () => db.users.findFirst((q) => q.where({ uuid: DEMO.anna }))?.firstName;

beforeAll(() => resetStore());

describe('the Storybook preview, before each story', () => {
  it("leaves nothing of the story before: its writes, forced errors, latency, the mock's clock", async () => {
    // What a story may leave behind.
    await db.users.update((q) => q.where({ uuid: DEMO.anna }), {
      data: (draft) => void (draft.firstName = 'Written by the story before'),
    });
    forceError('payment/form', 'general.error');
    setLatency(800);
    setOffline(true);
    advanceClock(3_600_000);

    const after = await beforeStory({});

    expect(annasName()).toBe('Anna');
    expect(getScenarios()).toEqual({ rules: [], latencyMs: 0, offline: false });
    expect(now() - Date.now()).toBeLessThan(1000);
    after();
  });

  it('stops the clock at STORY_NOW for every story, with the seed of that day, and starts it after', async () => {
    // No story asks: the seed's dates drawn in a picture must not depend on the day it runs.
    const after = await beforeStory({});

    expect(Date.now()).toBe(STORY_NOW);
    // The seed counts back from the frozen day: the percent tip was paid yesterday at 13:05.
    expect(db.operations.findFirst((q) => q.where({ uuid: DEMO.percentTip }))?.date).toBe(
      `${storyDay(1)}T13:05:00.000Z`,
    );
    after();
    expect(Date.now()).not.toBe(STORY_NOW);
  });
});
