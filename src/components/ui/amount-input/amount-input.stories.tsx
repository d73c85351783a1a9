import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AmountInput } from './amount-input';

const meta = {
  title: 'UI/Amount input',
  component: AmountInput,
  args: { label: 'Сумма чаевых', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof AmountInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits for the mask and its guard, which load once the browser is idle: until then the field
 * takes typing as it comes (the visitor is never kept waiting), so a story about what the mask
 * does to typing starts once it is there. The mask groups thousands, so "1000" shown as
 * "1 000" says it is on; the field is emptied again.
 */
async function maskReady(input: HTMLElement) {
  await userEvent.type(input, '1000');
  await waitFor(() => expect(input).toHaveValue('1 000'));
  await userEvent.clear(input);
}

export const Empty: Story = { args: { placeholder: '0', currency: 'RUB' } };

export const Filled: Story = { args: { value: 1500, currency: 'RUB', max: 5000 } };

export const WithHint: Story = {
  args: { currency: 'KZT', hint: 'От 1 до 10 000 ₸', min: 1, max: 10000 },
};

export const WithError: Story = {
  args: { value: 0, currency: 'RUB', error: 'Введите сумму от 1 до 1 000 ₽' },
};

export const Disabled: Story = { args: { value: 300, currency: 'RUB', disabled: true } };

/** "1 234,5" with scale 1: the space is a thousands separator and the comma the decimal mark. */
export const TypesDecimalWithComma: Story = {
  args: { scale: 1, max: 100000, currency: 'RUB' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Сумма чаевых');
    await maskReady(input);
    await userEvent.type(input, '1 234,5');
    await expect(input).toHaveValue('1 234.5');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5);
  },
};

/** Amounts over the maximum are accepted while typing and clamped on blur. */
export const ClampsOnBlur: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Сумма чаевых');
    await userEvent.type(input, '2000');
    await userEvent.tab();
    await expect(input).toHaveValue('1 000');
    await expect(args.onChange).toHaveBeenLastCalledWith(1000);
  },
};

/** Enter commits too; the clear button empties the field and reports null. */
export const ClampsOnEnterAndClears: Story = {
  args: { min: 10, max: 500 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Сумма чаевых');
    await userEvent.type(input, '5{Enter}');
    await expect(input).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить' }));
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** Any script's digits are read as digits: full-width `０５` is 5. */
export const ReadsOtherDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Сумма чаевых');
    await userEvent.type(input, '０５');
    await userEvent.tab();
    await expect(input).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

/** A pasted text that is not an amount is refused and said so, never filtered into another figure. */
export const RefusesAPasteThatIsNotAnAmount: Story = {
  args: { scale: 2, max: 100000 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Сумма чаевых');
    await userEvent.click(input);
    await userEvent.paste('1e3');
    await expect(input).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription(
      'Сюда можно вставить только сумму, например 150 или 150,50',
    );
  },
};

/**
 * A typed character that is not part of an amount (a minus, an `e`) is refused and said so
 * until something is deleted: the field shows exactly the figure it reports, never another.
 */
export const RefusesTypedCharacters: Story = {
  args: { scale: 2, max: 100000, currency: 'RUB' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Сумма чаевых');
    await maskReady(input);
    await userEvent.type(input, '-1e2');
    await expect(input).toHaveValue('12');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    await expect(input).toHaveAccessibleDescription(
      '«e» не входит в сумму и не набран: только цифры и одна точка или запятая',
    );
  },
};
