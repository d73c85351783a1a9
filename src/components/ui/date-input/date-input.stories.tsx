import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateInput } from './date-input';

const meta = {
  title: 'UI/Date input',
  component: DateInput,
  args: { label: 'Дата рождения', onChange: fn(), onValidate: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValue: '05.03.1990' },
  play: async ({ canvasElement }) => {
    // The mask attaches in an effect, after the first paint.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('textbox')).toHaveValue('05.03.1990'),
    );
  },
};

/** Typing a whole date gives the ISO value. */
export const TypesDate: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Дата рождения' });
    await userEvent.type(input, '05031990');
    await expect(input).toHaveValue('05.03.1990');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-03-05');
  },
};

/** Day 32, month 13 and year 1899 are refused as they are typed; blur explains what is missing. */
export const RefusesOutOfRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Дата рождения' });
    await userEvent.type(input, '32.13.1899');
    await expect(input).not.toHaveValue('32.13.1899');
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.stringMatching(/./));
    await userEvent.tab();
    await expect(canvas.getByText('Введите дату полностью: день, месяц и год')).toBeVisible();
  },
};

/** 31.02 passes the mask (each part is in range) but not the calendar. */
export const NoSuchDate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '31022023');
    await userEvent.tab();
    await expect(canvas.getByText('Такой даты нет в календаре')).toBeVisible();
    await expect(args.onValidate).toHaveBeenLastCalledWith({ ok: false, error: 'NO_SUCH_DATE' });
  },
};

/** Ctrl+Z undoes the last values, Ctrl+Shift+Z redoes them. */
export const UndoRedo: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '0503');
    await userEvent.keyboard('{Control>}z{/Control}{Control>}z{/Control}');
    await expect(input).toHaveValue('05');
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await expect(input).toHaveValue('05.0');
  },
};

export const WithError: Story = {
  args: { defaultValue: '05.03.2020', error: 'Вам должно быть не меньше 18 лет' },
};

export const Disabled: Story = { args: { defaultValue: '05.03.1990', disabled: true } };
