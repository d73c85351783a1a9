import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs';

type Period = 'DAY' | 'WEEK' | 'MONTH';

const meta = {
  title: 'UI/Tabs',
  component: Tabs<Period>,
  args: {
    label: 'Период статистики',
    onChange: fn(),
    items: [
      { value: 'DAY', label: 'День', content: <p>Сегодня: 12 чаевых</p> },
      { value: 'WEEK', label: 'Неделя', content: <p>Эта неделя: 64 чаевых</p> },
      { value: 'MONTH', label: 'Месяц', content: <p>Этот месяц: 230 чаевых</p> },
    ],
  },
} satisfies Meta<typeof Tabs<Period>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move and select; Home and End jump; one Tab stop for the whole list. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'День' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const week = canvas.getByRole('tab', { name: 'Неделя' });
    await expect(week).toHaveFocus();
    await expect(week).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Неделя' })).toHaveTextContent('64 чаевых');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Месяц' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'День' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith('DAY');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const SecondSelected: Story = { args: { defaultValue: 'WEEK' } };

export const WithDisabledTab: Story = {
  args: {
    items: [
      { value: 'DAY', label: 'День', content: <p>Сегодня: 12 чаевых</p> },
      { value: 'WEEK', label: 'Неделя', content: <p>Нет данных</p>, disabled: true },
      { value: 'MONTH', label: 'Месяц', content: <p>Этот месяц: 230 чаевых</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'День' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Месяц' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** On a phone the list spans the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { layout: 'padded' },
};
