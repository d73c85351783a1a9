import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreen } from './error-screen';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'App/Error screens',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RenderFailure: Story = {
  args: { onReload: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Что-то пошло не так...',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Обновить страницу' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const RenderFailureEnglish: Story = {
  args: { onReload: fn() },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent(
      'Something went wrong...',
    );
  },
};

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Страница не найдена',
    );
  },
};
