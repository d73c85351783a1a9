import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './select';

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Период',
    onChange: fn(),
    options: [
      { value: 'DAY', label: 'День' },
      { value: 'WEEK', label: 'Неделя' },
      { value: 'MONTH', label: 'Месяц' },
    ],
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows the translated placeholder until something is chosen. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Период' });
    await expect(select).toHaveDisplayValue('Выберите…');
    await userEvent.selectOptions(select, 'WEEK');
    await expect(select).toHaveValue('WEEK');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = { args: { defaultValue: 'MONTH' } };

export const WithError: Story = { args: { error: 'Выберите период', required: true } };

export const Disabled: Story = { args: { defaultValue: 'DAY', disabled: true } };
