import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextInput } from './text-input';

const meta = {
  title: 'UI/Text input',
  component: TextInput,
  args: { label: 'Имя', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: 'Как к вам обращаться', required: true } };

export const Filled: Story = {
  args: { defaultValue: 'Анна', hint: 'Так вас увидят гости' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Имя/ });
    await expect(input).toHaveAccessibleDescription('Так вас увидят гости');
    await userEvent.type(input, ' Петрова');
    await expect(input).toHaveValue('Анна Петрова');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { defaultValue: 'A'.repeat(12), error: 'Не больше 200 символов', maxLength: 200 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Не больше 200 символов');
  },
};

export const Disabled: Story = { args: { defaultValue: 'Анна', disabled: true } };
