import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-utils';
import { DateInput } from './date-input';

describe('DateInput', () => {
  it('masks typed digits as day.month.year and reports the ISO date', async () => {
    const onChange = vi.fn();
    renderUi(<DateInput label="Дата рождения" onChange={onChange} />);
    const input = screen.getByLabelText('Дата рождения');
    await userEvent.type(input, '05031990');
    expect(input).toHaveValue('05.03.1990');
    expect(onChange).toHaveBeenLastCalledWith('1990-03-05');
  });

  it('refuses 32.13.1899', async () => {
    const onChange = vi.fn();
    renderUi(<DateInput label="Дата рождения" onChange={onChange} />);
    const input = screen.getByLabelText('Дата рождения');
    await userEvent.type(input, '32.13.1899');
    expect(input).not.toHaveValue('32.13.1899');
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/./));
  });

  it('walks the history back and forth with Ctrl+Z and Ctrl+Shift+Z', async () => {
    renderUi(<DateInput label="Дата рождения" />);
    const input = screen.getByLabelText('Дата рождения');
    await userEvent.type(input, '0503');
    await userEvent.keyboard('{Control>}z{/Control}{Control>}z{/Control}');
    expect(input).toHaveValue('05');
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(input).toHaveValue('05.0');
  });
});
