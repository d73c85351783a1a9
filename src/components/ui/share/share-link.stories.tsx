import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShareLink } from './share-link';

const URL_TO_SHARE = 'https://tips.example/a0000000-0000-4000-8000-000000000001';

/** A link to hand on: copy it, or share it in Telegram or WhatsApp (spec section 1). */
const meta = {
  title: 'UI/Share link',
  component: ShareLink,
  args: { url: URL_TO_SHARE, text: 'Чаевые для Анны', label: 'Ссылка на страницу чаевых' },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof ShareLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Ссылка на страницу чаевых' })).toHaveValue(
      URL_TO_SHARE,
    );
    const telegram = canvas.getByRole('link', { name: 'Поделиться в Telegram' });
    await expect(telegram.getAttribute('href')).toContain('https://t.me/share/url?');
    await expect(canvas.getByRole('link', { name: 'Поделиться в WhatsApp' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** The clipboard is refused (an insecure page, a denied permission): the reader is told. */
export const CopyRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Скопировать ссылку' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Не удалось скопировать');
  },
};

export const Copied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.resolve() },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Скопировать ссылку' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Ссылка скопирована');
  },
};
