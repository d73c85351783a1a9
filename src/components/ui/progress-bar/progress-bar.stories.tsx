import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'UI/Progress bar',
  component: ProgressBar,
  args: { label: 'Цель на месяц', value: 35 },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Цель на месяц' });
    await expect(bar).toHaveAttribute('aria-valuenow', '35');
    await expect(canvas.getByText(/35\s?%/)).toBeVisible();
  },
};

export const Empty: Story = { args: { value: 0 } };

/** Values beyond max are shown as full, not overflowing. */
export const Complete: Story = {
  args: { value: 12000, max: 10000, tone: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '10000',
    );
  },
};

export const Indeterminate: Story = {
  args: { value: undefined, label: 'Загружаем выписку' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};
