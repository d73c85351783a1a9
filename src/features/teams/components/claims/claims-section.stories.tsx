import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing } from '@mocks/scenarios/stories';
import { teamPageAs, teamPageMeta } from '../../testing/team-stories';
import { TeamPage } from '../team/team-page';

/** Requests to join (owner and administrators): accepting one moves the person to the members. */
const meta = {
  title: 'Teams/Team/Requests to join',
  component: TeamPage,
  ...teamPageMeta('claims'),
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cafe Pushkin's three requests. */
export const Filled: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findAllByRole('button', { name: /^Принять: / }),
    ).toHaveLength(3);
  },
};

/** Coffee Point (Maria's team) has none. */
export const Empty: Story = {
  ...teamPageAs(DEMO.maria, 'claims', DEMO.otherTeam),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Заявок нет' }),
    ).toBeVisible();
  },
};

/** Accepted: the request leaves the list, the count grows. */
export const Accepted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accept = await canvas.findAllByRole('button', { name: /^Принять: / });
    await userEvent.click(accept[0]!);
    await expect(await canvas.findByText(/ теперь в команде\.$/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Принять: / })).toHaveLength(2);
  },
};

/** The person joined meanwhile (team.already.contains.client.error). */
export const AlreadyInTeam: Story = {
  beforeEach: failing({ 'team/claim/accept': 'team.already.contains.client.error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accept = await canvas.findAllByRole('button', { name: /^Принять: / });
    await userEvent.click(accept[0]!);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Этот человек уже в команде.');
    // The busy button lost focus: the message takes it.
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

export const LoadError: Story = {
  beforeEach: failing({ 'team/claim/list': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};
