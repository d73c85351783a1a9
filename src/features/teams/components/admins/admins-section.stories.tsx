import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { memberIds } from '@mocks/db/demo-ids';
import { failing } from '@mocks/scenarios/stories';
import {
  chooseMember,
  offeredMembers,
  refusing,
  teamPageAs,
  teamPageMeta,
} from '../../testing/team-stories';
import { TeamPage } from '../team/team-page';

/** The owner and administrators; only the owner makes a member one or takes the rights back. */
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
    await expect(await canvas.findByText('+7 700 000 0001')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Снять права: / })).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Добавить администратора' })).toBeVisible();
  },
};

/** A member (or an administrator) sees who manages the team, and nothing to change. */
export const AsMember: Story = {
  ...teamPageAs(memberIds(3).user, 'admins'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('+7 700 000 0001')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Снять права/ })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('heading', { name: 'Добавить администратора' }),
    ).not.toBeInTheDocument();
  },
};

const NEW_ADMIN = /Новый администратор/;
/** Member 10's phone: a plain member of Cafe Pushkin. */
const MEMBER_PHONE = memberIds(10).phone.slice(2);

/** The picker offers plain members only (the owner and administrators are managers already). */
export const AddPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('combobox', { name: NEW_ADMIN });
    await userEvent.click(field);
    // The keys go in once the members are offered: pressed while they still load, they would
    // highlight nothing, and the picture would depend on how fast the answer came.
    const list = await offeredMembers(canvasElement);
    await waitFor(() => expect(list.getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = list.getAllByRole('option')[1];
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', second?.id);
  },
};

/** The question names the member with their photo and says what they will do. */
export const AddQuestion: Story = {
  play: async ({ canvasElement }) => {
    const { name, dialog, dialogElement } = await chooseMember(
      canvasElement,
      NEW_ADMIN,
      MEMBER_PHONE,
      'Добавить',
    );
    await expect(dialogElement).toHaveAccessibleName(`Назначить администратором: ${name}?`);
    await expect(dialog.getByRole('img', { name })).toBeVisible();
  },
};

/** Done: the member shows among the administrators, with a note naming them. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, name, dialog } = await chooseMember(
      canvasElement,
      NEW_ADMIN,
      MEMBER_PHONE,
      'Добавить',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Добавить' }));
    await expect(await canvas.findByText(`${name} теперь администратор.`)).toBeVisible();
  },
};

/** Someone made a manager meanwhile (team.already.contains.client.error): under the field. */
export const AlreadyManager: Story = {
  ...refusing('team/admin/add', 'team.already.contains.client.error'),
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await chooseMember(
      canvasElement,
      NEW_ADMIN,
      MEMBER_PHONE,
      'Добавить',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Добавить' }));
    await expect(
      await canvas.findByText('Этот человек уже администратор или владелец.'),
    ).toBeVisible();
  },
};

/** Taking the rights back asks first. */
export const RemoveQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = await canvas.findAllByRole('button', { name: /^Снять права: / });
    await userEvent.click(buttons[0]!);
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog'),
    ).toHaveTextContent('останется в команде участником');
  },
};

export const LoadError: Story = {
  beforeEach: failing({ 'team/manager/list': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};
