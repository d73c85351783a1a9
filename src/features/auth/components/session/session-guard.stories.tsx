import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { CABINET_PATH } from '@/lib/routes';
import { SessionGuard } from './session-guard';

/** The door of signed-in pages: the page once user info answers, else its states. */
const meta = {
  title: 'Auth/Session guard',
  component: SessionGuard,
  args: { children: <p>Страница кабинета</p> },
  parameters: {
    layout: 'padded',
    route: { url: CABINET_PATH },
    msw: { handlers: storyHandlers({ signedInAs: DEMO.anna }) },
  },
} satisfies Meta<typeof SessionGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

/** profile/info has not answered yet: a level-one heading says what is happening. */
export const Checking: Story = {
  parameters: {
    screenshot: false,
    msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Проверяем вход…' }),
    ).toBeVisible();
  },
};

/** A failure that is not about the session: shown with a retry, never taken for signed out. */
export const LoadError: Story = {
  beforeEach: failing({ 'profile/info': 'general.error' }),
};
