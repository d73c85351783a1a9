import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneInput } from './phone-input';

const meta = {
  title: 'UI/Phone input',
  component: PhoneInput,
  args: { label: 'Телефон', onChange: fn(), onValidate: fn(), onCountryChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Russia by default: the placeholder carries +7 and ten slots, maxLength is its length. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Телефон' });
    const placeholder = input.getAttribute('placeholder') ?? '';
    await expect(placeholder).toMatch(/^\+7 /);
    await expect(placeholder.replace(/[^_]/g, '')).toHaveLength(10);
    await expect(input).toHaveAttribute('maxlength', String(placeholder.length));
  },
};

/** Typing ten digits shows them masked and reports only the digits. */
export const ReportsUnmaskedDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Телефон' });
    await userEvent.type(input, '9123456789');
    await expect(input).toHaveValue('+7 912 345 67 89');
    await expect(args.onChange).toHaveBeenLastCalledWith('9123456789');
    await userEvent.tab();
    await expect(args.onValidate).toHaveBeenLastCalledWith(
      expect.objectContaining({ ok: true, e164: '+79123456789' }),
    );
  },
};

export const Filled: Story = { args: { defaultValue: '7012345678', defaultCountry: 'KZ' } };

/** An incomplete number shows the translated TOO_SHORT message after blur. */
export const TooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Телефон' }), '912');
    await userEvent.tab();
    await expect(canvas.getByText('Номер слишком короткий')).toBeVisible();
    await expect(args.onValidate).toHaveBeenLastCalledWith({ ok: false, error: 'TOO_SHORT' });
  },
};

/** Another country brings its own calling code and mask. */
export const ChangesCountry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Страна' }), 'DE');
    await expect(args.onCountryChange).toHaveBeenCalledWith('DE');
    const input = canvas.getByRole('textbox', { name: 'Телефон' });
    await expect(input.getAttribute('placeholder')).toMatch(/^\+49 /);
  },
};

export const WithError: Story = {
  args: { defaultValue: '9123456789', error: 'Этот номер уже зарегистрирован' },
};

export const Disabled: Story = { args: { defaultValue: '9123456789', disabled: true } };
