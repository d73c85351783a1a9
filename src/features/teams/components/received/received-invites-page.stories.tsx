import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { RECEIVED_INVITES_PATH } from '@/lib/routes';
import { teamsStoryMeta } from '../../testing/story-setup';
import { ReceivedInvitesPage } from './received-invites-page';

/**
 * /cabinet/invites: invites the person received, with the team's photo and name and who sent
 * it; accepted (after the member agreement) or declined, the answer in the invite's place.
 */
const meta = {
  title: 'Teams/Invites received',
  component: ReceivedInvitesPage,
  ...teamsStoryMeta({ path: RECEIVED_INVITES_PATH, url: RECEIVED_INVITES_PATH }, DEMO.anna),
} satisfies Meta<typeof ReceivedInvitesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (root: HTMLElement) => within(root.ownerDocument.body);

/** Coffee Point's invite to Anna, from Maria. */
export const Filled: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Coffee Point')).toBeVisible();
    await expect(canvas.getByText(/От: Maria Ivanova/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.ivan }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Приглашений нет' }),
    ).toBeVisible();
  },
};

/** Joining asks to accept the team member agreement first (teamMemberAgreementEnabled). */
export const AgreementAsked: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: 'Принять приглашение в Coffee Point',
      }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Вступить в команду Coffee Point?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вступить' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox')).toHaveAccessibleDescription(
        'Чтобы вступить, примите соглашение.',
      ),
    );
  },
};

/** Accepted: the invite says so, with the way to the team. */
export const Accepted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Принять приглашение в Coffee Point' }),
    );
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вступить' }));
    await expect(await canvas.findByText('Принято')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Открыть Coffee Point' })).toBeVisible();
  },
};

/** Declined. */
export const Declined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Отклонить приглашение в Coffee Point' }),
    );
    await expect(await canvas.findByText('Отклонено')).toBeVisible();
  },
};

/** The answer is refused (team.already.contains.client.error): said in the person's words. */
export const AnswerError: Story = {
  beforeEach: failing({ 'invite/update': 'team.already.contains.client.error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Отклонить приглашение в Coffee Point' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Вы уже в этой команде.');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};

export const LoadError: Story = {
  beforeEach: failing({ 'invite/list/received': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};
