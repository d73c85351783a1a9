import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './link';

/** The app's own link: a plain anchor styled by its caller, navigating inside the app. */
const meta = {
  title: 'UI/Link',
  component: Link,
  args: { to: '/cabinet/profile', children: 'Профиль' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Профиль' });
    await expect(link).toHaveAttribute('href', '/cabinet/profile');
    // Reachable and followed with the keyboard like any link.
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
