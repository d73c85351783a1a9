import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO, memberIds } from '@mocks/db/demo-ids';
import { storyHandlers } from '@mocks/scenarios/stories';
import { teamPageAs, teamPageMeta } from '../../testing/team-stories';
import { TeamPage } from '../team/team-page';

/** The owner and administrators; only the owner adds one by phone or takes the rights back. */
const meta = {
  title: 'Teams/Team/Administrators',
  component: TeamPage,
  ...teamPageMeta('admins'),
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsOwner: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('+77000000001')).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: /^Снять права администратора/ }),
    ).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Добавить администратора' })).toBeVisible();
  },
};

/** A member (or an administrator) sees who manages the team, and nothing to change. */
export const AsMember: Story = {
  ...teamPageAs(memberIds(3).user, 'admins'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('+77000000001')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Снять права/ })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('heading', { name: 'Добавить администратора' }),
    ).not.toBeInTheDocument();
  },
};

/** A phone nobody is registered with: said under the field, the number kept. */
export const UnknownPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Номер телефона/ }),
      '7000000099',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить' }));
    await expect(
      await canvas.findByText('С этим номером телефона никто не зарегистрирован.'),
    ).toBeVisible();
  },
};

/** Taking the rights back asks first. */
export const RemoveQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = await canvas.findAllByRole('button', { name: /^Снять права администратора/ });
    await userEvent.click(buttons[0]!);
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog'),
    ).toHaveTextContent('останется в команде участником');
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers({ signedInAs: DEMO.anna, errors: { 'team/manager/list': 503 } }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
