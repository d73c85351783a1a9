import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from './radio-group';

type Payer = 'sender' | 'recipient';

const options = [
  { value: 'sender', label: 'Я оплачу комиссию', description: 'Получатель получит всю сумму' },
  { value: 'recipient', label: 'Вычесть из чаевых' },
] as const;

/** Keeps the selection in state so the story behaves like a form. */
function Stateful(props: RadioGroupProps<Payer>) {
  const [value, setValue] = useState(props.value);
  return (
    <RadioGroup
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
  title: 'UI/Radio group',
  component: RadioGroup<Payer>,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Кто платит комиссию', options, onChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup<Payer>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unselected: Story = {};

/** Arrow keys move the selection, as native radio groups do. */
export const Selected: Story = {
  args: { value: 'sender' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sender = canvas.getByRole('radio', { name: /Я оплачу комиссию/ });
    await expect(sender).toBeChecked();
    sender.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Вычесть из чаевых' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('recipient');
  },
};

export const WithError: Story = { args: { error: 'Выберите вариант', required: true } };

export const Disabled: Story = { args: { value: 'sender', disabled: true } };
