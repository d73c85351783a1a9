import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageLoading } from './page-loading';

const meta = {
  title: 'UI/Page loading',
  component: PageLoading,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to see, but the page has its main landmark and its level-one heading. */
export const WithLandmark: Story = {
  args: { landmark: true },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Загрузка…');
  },
};
