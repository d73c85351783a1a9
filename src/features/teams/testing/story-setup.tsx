/**
 * Story-only setup of the teams area's screens: toasts, and a fixed origin for the addresses
 * handed on (the preview gives every story a fresh mock backend).
 */
import type { Decorator } from '@storybook/react-vite';
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
 * The shared part of a teams screen's meta: its route, the frame, the mock backend signed in
 * as a seeded person.
 */
export function teamsStoryMeta(route: { path: string; url: string }, signedInAs: string) {
  return {
    decorators: [withTeamsFrame],
    parameters: { layout: 'padded', route, msw: { handlers: storyHandlers({ signedInAs }) } },
  };
}
