import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-utils';
import { AmountInput } from './amount-input';

describe('AmountInput', () => {
  it('reads "1 234,5" as 1234.5 with scale 1', async () => {
    const onChange = vi.fn();
    renderUi(<AmountInput label="Сумма" scale={1} max={10000} onChange={onChange} />);
    const input = screen.getByLabelText('Сумма');
    await userEvent.type(input, '1 234,5');
    expect(input).toHaveValue('1 234.5');
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
  });

  it('clamps 2000 to the default max 1000 on blur', async () => {
    const onChange = vi.fn();
    renderUi(<AmountInput label="Сумма" onChange={onChange} />);
    const input = screen.getByLabelText('Сумма');
    await userEvent.type(input, '2000');
    expect(input).toHaveValue('2 000');
    await userEvent.tab();
    expect(input).toHaveValue('1 000');
    expect(onChange).toHaveBeenLastCalledWith(1000);
  });

  it('clears the value with the clear button and reports null', async () => {
    const onChange = vi.fn();
    renderUi(<AmountInput label="Сумма" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Сумма'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(screen.getByLabelText('Сумма')).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('undoes the last values with Ctrl+Z and redoes with Ctrl+Shift+Z', async () => {
    renderUi(<AmountInput label="Сумма" />);
    const input = screen.getByLabelText('Сумма');
    await userEvent.type(input, '123');
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(input).toHaveValue('12');
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(input).toHaveValue('123');
  });

  it('says when a commit changes the amount to a limit', async () => {
    const onClamp = vi.fn();
    renderUi(<AmountInput label="Сумма" min={1} max={10} onClamp={onClamp} />);
    const input = screen.getByLabelText('Сумма');
    await userEvent.type(input, '0');
    await userEvent.tab();
    expect(input).toHaveValue('1');
    expect(onClamp).toHaveBeenLastCalledWith(0, 1);
    await userEvent.clear(input);
    await userEvent.type(input, '7{Enter}');
    expect(onClamp).toHaveBeenCalledOnce();
  });

  it('reads full-width, Arabic-Indic and Devanagari digits', async () => {
    const onChange = vi.fn();
    renderUi(<AmountInput label="Сумма" max={10000} onChange={onChange} />);
    const input = screen.getByLabelText('Сумма');
    await userEvent.type(input, '０５');
    expect(onChange).toHaveBeenLastCalledWith(5);
    await userEvent.clear(input);
    await userEvent.type(input, '٤٢');
    expect(input).toHaveValue('42');
    await userEvent.clear(input);
    await userEvent.type(input, '७');
    expect(onChange).toHaveBeenLastCalledWith(7);
  });

  it('reads a pasted amount as a whole, and refuses a paste that is not one', async () => {
    const onChange = vi.fn();
    renderUi(<AmountInput label="Сумма" scale={2} max={100000} onChange={onChange} />);
    const input = screen.getByLabelText('Сумма');
    await userEvent.click(input);
    await userEvent.paste('1 000,50');
    expect(input).toHaveValue('1 000.5');
    expect(onChange).toHaveBeenLastCalledWith(1000.5);
    await userEvent.clear(input);
    onChange.mockClear();
    await userEvent.paste('1e3');
    expect(input).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription(/Сюда можно вставить только сумму/);
    await userEvent.type(input, '3');
    expect(input).not.toHaveAccessibleDescription(/вставить/);
  });
});
