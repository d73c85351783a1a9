import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmojiTagPicker, type EmojiTagPickerProps } from './emoji-tag-picker';

/** Keeps the selection in state like a form would. */
function Stateful(props: EmojiTagPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <EmojiTagPicker
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
  title: 'UI/Emoji tag picker',
  component: EmojiTagPicker,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Что понравилось',
    value: [],
    onChange: fn(),
    tags: [
      { value: 'tasty', emoji: '☕', label: 'Вкусно' },
      { value: 'fast', emoji: '⚡', label: 'Быстро' },
      { value: 'polite', emoji: '☺', label: 'Вежливо' },
      { value: 'cozy', emoji: '♥', label: 'Уютно' },
      { value: 'clean', emoji: '★', label: 'Чисто' },
    ],
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof EmojiTagPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toggling reports the whole selection each time. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Быстро' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Вкусно' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['fast', 'tasty']);
    await userEvent.click(canvas.getByRole('button', { name: 'Быстро' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['tasty']);
    await expect(canvas.getByRole('button', { name: 'Вкусно' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Быстро' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Selected: Story = { args: { value: ['polite', 'clean'] } };

export const Disabled: Story = { args: { value: ['tasty'], disabled: true } };
