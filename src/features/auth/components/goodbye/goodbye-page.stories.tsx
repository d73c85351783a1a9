import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GoodbyePage } from './goodbye-page';

/** After an account deletion (the profile's): a goodbye and the ways back in. */
const meta = {
  title: 'Auth/Goodbye',
  component: GoodbyePage,
  parameters: { layout: 'padded', route: { url: '/auth/goodbye' } },
} satisfies Meta<typeof GoodbyePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Goodbye: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ваш аккаунт удален' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Создать новый аккаунт' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  },
};
