import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { teamPath, TEAMS_PATH } from '@/lib/routes';
import { teamsStoryMeta } from '../../testing/story-setup';
import { TeamsListPage } from './teams-list-page';

/** /cabinet/teams: the person's teams with type, counted members, their role and verification. */
const meta = {
  title: 'Teams/Teams list',
  component: TeamsListPage,
  ...teamsStoryMeta({ path: TEAMS_PATH, url: TEAMS_PATH }, DEMO.anna),
} satisfies Meta<typeof TeamsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anna owns Cafe Pushkin: 65 members (Russian plural), verified. */
export const Filled: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const team = await canvas.findByRole('link', { name: /Cafe Pushkin/ });
    await expect(team).toHaveAttribute('href', teamPath(DEMO.team));
    await expect(await canvas.findByText('Кафе · 65 участников')).toBeVisible();
    await expect(canvas.getByText('Ваша роль: Владелец')).toBeVisible();
    await expect(canvas.getByText('Подтверждена')).toBeVisible();
  },
};

/** Ivan is in no team: creating one, or the invites he received. */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.ivan }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Вы пока не в команде' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Создать команду' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};

export const LoadError: Story = {
  beforeEach: failing({ 'team/list': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};
