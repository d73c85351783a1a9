import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon } from '../icons/close-icon';
import { EyeIcon } from '../icons/eye-icon';
import { IconButton } from './icon-button';

const meta = {
  title: 'UI/Icon button',
  component: IconButton,
  args: { label: 'Закрыть', icon: <CloseIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Закрыть' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = { args: { variant: 'filled', label: 'Показать', icon: <EyeIcon /> } };

export const Disabled: Story = { args: { disabled: true } };
