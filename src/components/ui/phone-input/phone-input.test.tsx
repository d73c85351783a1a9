import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-utils';
import { PhoneInput } from './phone-input';

describe('PhoneInput', () => {
  it.each([
    ['KZ', '7771234567'],
    ['RU', '9123456789'],
    ['RU', '7123456789'],
  ] as const)('%s: typed national digits %s are reported as typed', async (country, digits) => {
    const onChange = vi.fn();
    renderUi(<PhoneInput label="Phone" defaultCountry={country} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), digits);
    expect(onChange).toHaveBeenLastCalledWith(digits);
  });

  it('an autofilled international number keeps its national digits', () => {
    const onChange = vi.fn();
    renderUi(<PhoneInput label="Phone" defaultCountry="KZ" onChange={onChange} />);
    fireEvent.input(screen.getByRole('textbox', { name: 'Phone' }), {
      target: { value: '+7 777 123 45 67' },
    });
    expect(onChange).toHaveBeenLastCalledWith('7771234567');
  });
});
