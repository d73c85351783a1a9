import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { memberIds } from '@mocks/db/demo-ids';
import { failing } from '@mocks/scenarios/stories';
import { teamPageAs, teamPageMeta } from '../../testing/team-stories';
import { TeamPage } from '../team/team-page';

const MEMBER = `members/${memberIds(3).qrCode}`;

/** One member of a team: QR code of their tip page (shown and shared), job position, removal. */
const meta = {
  title: 'Teams/Team/Member',
  component: TeamPage,
  ...teamPageMeta(MEMBER),
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses another job position and saves it. */
async function saveJobPosition(canvasElement: HTMLElement, position: string) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(
    await canvas.findByRole('combobox', { name: 'Должность' }),
    position,
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
  return canvas;
}

/** The owner looks at a member: changes the job position, removes them. */
export const AsOwner: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Должность' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /QR-код страницы чаевых/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Удалить: / })).toBeVisible();
  },
};

/** A member looks at a colleague: read only. */
export const AsColleague: Story = {
  ...teamPageAs(memberIds(3).user, `members/${memberIds(4).qrCode}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: /QR-код страницы чаевых/ });
    await expect(canvas.queryByRole('combobox', { name: 'Должность' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Удалить: / })).not.toBeInTheDocument();
  },
};

/** A member on their own page: may change their own job position. */
export const Own: Story = {
  ...teamPageAs(memberIds(3).user, MEMBER),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('combobox', { name: 'Должность' }),
    ).toBeVisible();
  },
};

/** A changed job position is saved. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await saveJobPosition(canvasElement, 'cook');
    await expect(await canvas.findByText('Изменения сохранены.')).toBeVisible();
  },
};

/** team/member/update refused: the catalogue message, the choice kept. */
export const SaveError: Story = {
  beforeEach: failing({ 'team/member/update': 'modification.irrelevant.data.error' }),
  play: async ({ canvasElement }) => {
    const canvas = await saveJobPosition(canvasElement, 'cook');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Данные устарели');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

export const LoadError: Story = {
  beforeEach: failing({ 'team/member/get': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};
