import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonGroup, SkeletonListItem } from './skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = { args: { width: '80%' } };

export const Circle: Story = { args: { shape: 'circle', width: 64 } };

export const Card: Story = { args: { shape: 'rect', height: 160 } };

/** A loading list: screen readers hear one "Loading content…", not every grey bar. */
export const List: Story = {
  render: () => (
    <SkeletonGroup>
      <SkeletonListItem />
      <SkeletonListItem />
      <SkeletonListItem />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Загружаем содержимое…' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const ListMobile: Story = {
  ...List,
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
  play: undefined,
};
