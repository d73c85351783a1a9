import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'UI/Error state',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section whose data did not load: one title, what failed, and a retry. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('heading')).toHaveTextContent('Что-то пошло не так...');
    await expect(canvas.getByText('Не удалось загрузить данные.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutRetry: Story = { args: { onRetry: undefined } };

export const Retrying: Story = { args: { retrying: true } };

/** A catalogue entry with its own title and subtitle (card.already.exists.error). */
export const CatalogueEntry: Story = {
  args: {
    title: { id: 'errors.card.already.exists.error.title' },
    subtitle: { id: 'errors.card.already.exists.error.subtitle' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading')).toHaveTextContent('Карта уже добавлена');
    await expect(canvas.getByText('Попробуйте добавить другую карту.')).toBeVisible();
  },
};

export const EnglishMobile: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading')).toHaveTextContent('Something went wrong...');
    await expect(canvas.getByText('The data could not be loaded.')).toBeVisible();
  },
};

export const Kazakh: Story = {
  globals: { locale: 'kz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent(
      'Бірдеңе дұрыс болмады...',
    );
  },
};
