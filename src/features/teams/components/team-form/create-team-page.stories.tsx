import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing } from '@mocks/scenarios/stories';
import { NEW_TEAM_PATH } from '@/lib/routes';
import { teamsStoryMeta } from '../../testing/story-setup';
import { CreateTeamPage } from './create-team-page';

/** /cabinet/teams/new: name, a visible type (team/type/list), address and INN. */
const meta = {
  title: 'Teams/New team',
  component: CreateTeamPage,
  ...teamsStoryMeta({ path: NEW_TEAM_PATH, url: NEW_TEAM_PATH }, DEMO.maria),
} satisfies Meta<typeof CreateTeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(root: HTMLElement, inn: string) {
  const canvas = within(root);
  const type = await canvas.findByRole('combobox', { name: /Тип/ });
  await waitFor(() => expect(type).toBeEnabled());
  await userEvent.type(canvas.getByRole('textbox', { name: /Название команды/ }), 'Терраса');
  await userEvent.selectOptions(type, 'restaurant');
  await userEvent.type(canvas.getByRole('textbox', { name: /ИНН, БИН или ИИН/ }), inn);
  await userEvent.click(canvas.getByRole('button', { name: 'Создать команду' }));
}

/** The form as it opens; hidden types (w2d, marketplace) are not offered. */
export const Empty: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const type = await within(canvasElement).findByRole('combobox', { name: /Тип/ });
    await waitFor(() => expect(type).toBeEnabled());
    const codes = within(type)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    await expect(codes).not.toContain('w2d');
    await expect(codes).not.toContain('marketplace');
  },
};

/** Nothing typed: each required field says so, focus on the first. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Тип/ })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Создать команду' }));
    await expect(canvas.getByRole('textbox', { name: /Название команды/ })).toHaveFocus();
    await expect(canvas.getByText('Выберите тип команды.')).toBeVisible();
  },
};

/** An INN whose check digits are wrong is refused in the browser, with what was typed kept. */
export const InvalidInn: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '123456789012');
    const inn = within(canvasElement).getByRole('textbox', { name: /ИНН, БИН или ИИН/ });
    await expect(inn).toHaveAccessibleDescription('Такого номера не существует: проверьте цифры.');
    await expect(inn).toHaveValue('123456789012');
  },
};

/** team/type/list failed: the type cannot be chosen until it is read again. */
export const TypesFailed: Story = {
  beforeEach: failing({ 'team/type/list': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Не удалось загрузить типы команд.'),
    ).toBeVisible();
  },
};

/** team/add answers a catalogue code: its message above the button, the form kept. */
export const ServerError: Story = {
  beforeEach: failing({ 'team/add': 'teamType.notFound.error' }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '123456789013');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Тип команды не найден.',
    );
  },
};
