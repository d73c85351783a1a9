import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'UI/Password field',
  component: PasswordField,
  args: { label: 'Новый пароль', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows the password rule of spec section 5 as help text. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Новый пароль/);
    await expect(input).toHaveAccessibleDescription(
      'Пароль должен иметь длину от 8 до 20 символов, содержать как минимум одну латинскую букву в верхнем и нижнем регистре, одну цифру или один спецсимвол.',
    );
  },
};

/** The meter walks through its three levels as the password grows. */
export const StrengthLevels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Новый пароль/);
    await userEvent.type(input, 'abc');
    const meter = canvas.getByRole('meter', { name: 'Надёжность пароля' });
    await expect(meter).toHaveAttribute('aria-valuenow', '33');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Слабый');
    await userEvent.clear(input);
    await userEvent.type(input, 'Abcdefg1');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '67');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Средний');
    await userEvent.type(input, '!xyz');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Надёжный');
  },
};

export const Weak: Story = { args: { defaultValue: 'abc' } };

export const Normal: Story = { args: { defaultValue: 'Abcdefg1' } };

export const Strong: Story = { args: { defaultValue: 'Abcdefg1!xyz' } };

/** The toggle shows and hides the characters and says which it will do. */
export const ShowHide: Story = {
  args: { defaultValue: 'Abcdefg1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Новый пароль/);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Показать пароль' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Скрыть пароль' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Leaving the field with a password that breaks the rule turns the rule into an error. */
export const BreaksRuleOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Новый пароль/);
    await userEvent.type(input, 'short');
    await userEvent.tab();
    await expect(input).toBeInvalid();
  },
};

export const Login: Story = { args: { label: 'Пароль', purpose: 'current' } };

export const ServerError: Story = {
  args: { label: 'Пароль', purpose: 'current', defaultValue: 'Abcdefg1', error: 'Неверный пароль' },
};

export const Disabled: Story = { args: { defaultValue: 'Abcdefg1', disabled: true } };
