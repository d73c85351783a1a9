import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Toast, ToastProvider, useToast } from './toast';

const meta = {
  title: 'UI/Toast',
  component: Toast,
  args: { children: 'Ссылка скопирована', onClose: fn() },
  decorators: [(Story) => <div style={{ width: 360, maxWidth: '100%' }}>{Story()}</div>],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = { args: { tone: 'success', children: 'Спасибо! Чаевые отправлены' } };

/** Errors are role="alert" so they are announced immediately. */
export const ErrorTone: Story = {
  args: { tone: 'error', children: 'Что-то пошло не так... Попробуйте еще раз.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Что-то пошло не так...');
    await userEvent.click(canvas.getByRole('button', { name: 'Закрыть уведомление' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

function Demo() {
  const toast = useToast();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Button onClick={() => toast('Спасибо! Чаевые отправлены', { tone: 'success', duration: 0 })}>
        Показать успех
      </Button>
      <Button
        variant="danger"
        onClick={() => toast('Карта уже добавлена', { tone: 'error', duration: 0 })}
      >
        Показать ошибку
      </Button>
      <Button variant="ghost" onClick={() => toast('Скопировано', { duration: 300 })}>
        Короткое уведомление
      </Button>
    </div>
  );
}

/** useToast from a screen: toasts appear in the live region and close by button or timeout. */
export const FromProvider: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { layout: 'padded' },
  render: () => (
    <ToastProvider>
      <Demo />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Уведомления' });
    await userEvent.click(canvas.getByRole('button', { name: 'Короткое уведомление' }));
    await expect(within(region).getByRole('status')).toHaveTextContent('Скопировано');
    await waitFor(() => expect(within(region).queryByRole('status')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Показать успех' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ошибку' }));
    await expect(within(region).getByRole('alert')).toHaveTextContent('Карта уже добавлена');
    await expect(within(region).getByRole('status')).toHaveTextContent('Спасибо!');
  },
};

export const FromProviderDesktop: Story = {
  ...FromProvider,
  globals: { viewport: { value: 'desktop' } },
};
