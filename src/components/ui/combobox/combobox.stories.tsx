import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ComboboxExample } from './combobox-example';

/** A text field that suggests options (by name or phone here) and chooses one. */
const meta = {
  title: 'UI/Combobox',
  component: ComboboxExample,
  decorators: [(Story) => <div style={{ width: 320, minHeight: 280 }}>{Story()}</div>],
} satisfies Meta<typeof ComboboxExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Typed, the list open, the second option active from the keyboard. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('combobox', { name: 'Сотрудник' });
    await userEvent.type(field, 'ол');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(
      within(canvasElement).getByRole('option', { name: /Олжас Ахметов/ }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Никого не нашли');
  },
};

export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), '0001');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByText('Выбран: Айгерим Садыкова')).toBeVisible();
  },
};

export const WithError: Story = { args: { error: 'Выберите сотрудника' } };
