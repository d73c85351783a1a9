/**
 * Story-only setup of the teams area's screens: the mock backend fresh per story (a story's
 * writes never reach the next one), toasts, and a fixed origin for the addresses handed on.
 */
import type { Decorator } from '@storybook/react-vite';
import { resetStore } from '@mocks/db/store';
import { clearScenarios } from '@mocks/scenarios/scenarios';
import { storyHandlers } from '@mocks/scenarios/stories';
import { ToastProvider } from '@/components/ui/toast/toast';
import { SiteOriginContext } from '../lib/absolute-url';

export const STORY_ORIGIN = 'https://tips.example';

const withTeamsFrame: Decorator = (Story) => (
  <SiteOriginContext value={STORY_ORIGIN}>
    <ToastProvider>
      <Story />
    </ToastProvider>
  </SiteOriginContext>
);

/**
 * The shared part of a teams screen's meta: its route, the frame, a fresh mock backend signed
 * in as a seeded person (stories override `parameters.msw` for their own scenario).
 */
export function teamsStoryMeta(route: { path: string; url: string }, signedInAs: string) {
  return {
    decorators: [withTeamsFrame],
    parameters: { layout: 'padded', route, msw: { handlers: storyHandlers({ signedInAs }) } },
    beforeEach: async () => {
      clearScenarios();
      await resetStore();
    },
  };
}
