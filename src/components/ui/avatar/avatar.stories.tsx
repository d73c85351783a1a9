import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './avatar';

/** An inline picture, so the story needs no network. */
const PHOTO =
  'data:image/svg+xml,%3Csvg%20xmlns%3D%27http%3A//www.w3.org/2000/svg%27%20viewBox%3D%270%200%2096%2096%27%3E%3Crect%20width%3D%2796%27%20height%3D%2796%27%20fill%3D%27%234b3fd1%27/%3E%3Ccircle%20cx%3D%2748%27%20cy%3D%2738%27%20r%3D%2718%27%20fill%3D%27%23ffe3cf%27/%3E%3Cpath%20d%3D%27M14%2096c4-22%2018-32%2034-32s30%2010%2034%2032z%27%20fill%3D%27%23ffe3cf%27/%3E%3C/svg%3E';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Анна Петрова' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  args: { src: PHOTO, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Анна Петрова' }).tagName).toBe(
      'IMG',
    );
  },
};

/** No photo: initials on a tint picked from the name. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Анна Петрова' }),
    ).toHaveTextContent('АП');
  },
};

/** A photo that fails to load falls back to the initials. */
export const BrokenPhoto: Story = {
  args: { src: '/no-such-photo.jpg', name: 'Ержан Сапаров' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Ержан Сапаров' })).toHaveTextContent(
        'ЕС',
      ),
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" name="Team Bar" />
      <Avatar {...args} size="lg" name="Әсел Нұрлан" />
    </div>
  ),
};
