import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Взять комиссию на себя', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Взять комиссию на себя' });
    await userEvent.click(within(canvasElement).getByText('Взять комиссию на себя'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithError: Story = {
  args: { label: 'Я принимаю условия сервиса', error: 'Нужно согласие с условиями' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Нужно согласие с условиями');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };
