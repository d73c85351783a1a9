import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StarRating, type StarRatingProps } from './star-rating';

/** Holds the rating in state like a form would. */
function Stateful(props: StarRatingProps) {
  const [value, setValue] = useState(props.value);
  return (
    <StarRating
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Star rating',
  component: StarRating,
  render: (args) => <Stateful {...args} />,
  args: { value: null, onChange: fn() },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Rated: Story = { args: { value: 4, label: 'Оцените обслуживание' } };

export const Disabled: Story = { args: { value: 3, disabled: true } };

/** Tab into the group, then the arrow keys move the rating up and down. */
export const Keyboard: Story = {
  args: { value: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3 звезды' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 звезды' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 звёзд' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '1 звезда' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const Kazakh: Story = {
  args: { value: 5 },
  globals: { locale: 'kz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Баға' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '5 жұлдыз' })).toBeChecked();
  },
};
