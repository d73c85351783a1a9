import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Оплатить 500 ₽', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Оплатить 500 ₽' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Другая сумма' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Отмена' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Удалить карту' } };

export const Small: Story = { args: { size: 'sm', variant: 'secondary', children: 'Фильтр' } };

/** Loading blocks clicks, keeps the width and tells assistive tech it is busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** All variants side by side, full width on a phone. */
export const AllVariantsMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Button {...args} fullWidth />
      <Button {...args} fullWidth variant="secondary" children="Другая сумма" />
      <Button {...args} fullWidth variant="ghost" children="Отмена" />
      <Button {...args} fullWidth variant="danger" children="Удалить карту" />
      <Button {...args} fullWidth loading />
      <Button {...args} fullWidth disabled />
    </div>
  ),
};
