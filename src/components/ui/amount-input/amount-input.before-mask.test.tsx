import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-utils';
import { AmountInput } from './amount-input';

// The mask and its typing guard are downloaded after the first paint; here they never arrive,
// as on a slow network.
vi.mock('./number-mask', () => new Promise(() => {}));

describe('AmountInput before its mask has loaded', () => {
  it('shows the given amount grouped as the mask would', () => {
    renderUi(<AmountInput label="Сумма" max={10000} value={2500} />);
    expect(screen.getByLabelText('Сумма')).toHaveValue('2 500');
  });

  it('keeps and reports what is typed, clamps on blur, and clears', async () => {
    const onChange = vi.fn();
    renderUi(<AmountInput label="Сумма" onChange={onChange} />);
    const input = screen.getByLabelText('Сумма');
    await userEvent.type(input, '2000');
    expect(input).toHaveValue('2000');
    expect(onChange).toHaveBeenLastCalledWith(2000);
    await userEvent.tab();
    expect(input).toHaveValue('1 000');
    expect(onChange).toHaveBeenLastCalledWith(1000);
    await userEvent.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows what is typed as it is, and reports no number while it is not an amount', async () => {
    const onChange = vi.fn();
    renderUi(<AmountInput label="Сумма" scale={2} max={10000} onChange={onChange} />);
    const input = screen.getByLabelText('Сумма');
    await userEvent.type(input, '-1e2');
    expect(input).toHaveValue('-1e2');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
