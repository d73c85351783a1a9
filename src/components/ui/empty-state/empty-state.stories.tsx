import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI/Empty state',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With no props: the translated default title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('Здесь пока пусто');
  },
};

export const WithActionMobile: Story = {
  args: {
    title: 'Карт пока нет',
    description: 'Добавьте карту, чтобы получать чаевые.',
    action: <Button>Добавить карту</Button>,
  },
  globals: { viewport: { value: 'mobile' } },
};

export const WithActionDesktop: Story = {
  ...WithActionMobile,
  globals: { viewport: { value: 'desktop' } },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('Nothing here yet');
  },
};
