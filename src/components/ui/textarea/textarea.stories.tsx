import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './textarea';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: { label: 'Отзыв', maxLength: 200 },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: 'Что понравилось?' } };

/** The counter follows typing and turns red at the limit. */
export const Counter: Story = {
  args: { maxLength: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Отзыв' });
    await userEvent.type(field, 'Спасибо!');
    await expect(canvas.getByText('8 из 20')).toBeVisible();
    await userEvent.type(field, ' Всё было отлично, правда');
    await expect(field).toHaveValue('Спасибо! Всё было от');
    await expect(canvas.getByText('20 из 20')).toBeVisible();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Очень вкусно и быстро, спасибо Анне за заботу!' },
};

export const WithError: Story = {
  args: { defaultValue: 'Плохо', error: 'Напишите хотя бы 10 символов' },
};

export const Disabled: Story = { args: { defaultValue: 'Отзыв отправлен', disabled: true } };
