import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from './money';

const meta = {
  title: 'UI/Money',
  component: Money,
  args: { amountMinor: 150050, currency: 'RUB' },
  decorators: [
    (Story) => (
      <p data-testid="money" style={{ fontSize: 32, fontWeight: 700, margin: 0 }}>
        {Story()}
      </p>
    ),
  ],
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('money').textContent?.replace(/\s/g, ' ');

/** 150050 minor units are 1 500,50 ₽. */
export const Rubles: Story = {
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toBe('1 500,50 ₽');
  },
};

export const WholeTenge: Story = {
  args: { amountMinor: 500000, currency: 'KZT' },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toBe('5 000 ₸');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toBe('₽1,500.50');
  },
};

export const Zero: Story = { args: { amountMinor: 0 } };
