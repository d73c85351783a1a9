import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { advanceClock, now } from '@mocks/clock';
import { db } from '@mocks/db/collections';
import { DEMO } from '@mocks/db/demo-ids';
import { forceError, getScenarios, setLatency } from '@mocks/scenarios/scenarios';

/**
 * The preview's reset (test/story-reset.ts) in the stories runner itself, where stories run
 * one after another in the same page: the first story leaves a write, a forced error, latency
 * and a moved mock clock behind, and the second finds none of them. Kept out of the sidebar
 * and the docs.
 */
const meta = {
  title: 'Infrastructure/Story isolation',
  tags: ['!dev', '!autodocs'],
  render: () => <p>Story isolation</p>,
  parameters: { screenshot: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const annasName = () => db.users.findFirst((q) => q.where({ uuid: DEMO.anna }))?.firstName;

export const LeavesThingsBehind: Story = {
  play: async () => {
    await db.users.update((q) => q.where({ uuid: DEMO.anna }), {
      data: (draft) => void (draft.firstName = 'Left behind'),
    });
    forceError('payment/form', 'general.error');
    setLatency(5000);
    advanceClock(3_600_000);
    await expect(annasName()).toBe('Left behind');
  },
};

export const FindsNoneOfThem: Story = {
  play: async () => {
    await expect(annasName()).toBe('Anna');
    await expect(getScenarios()).toEqual({ rules: [], latencyMs: 0, offline: false });
    await expect(Math.abs(now() - Date.now())).toBeLessThan(1000);
  },
};
