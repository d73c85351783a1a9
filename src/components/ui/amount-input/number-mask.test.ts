import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { maskAmount } from './number-mask';

/** The mask put on a field that already holds `typed` (typed before the mask arrived). */
function takeOver(typed: string, scale: number) {
  const input = document.createElement('input');
  input.value = typed;
  const { mask, stop } = maskAmount(
    input,
    scale,
    createIntl({ locale: 'ru', messages: {} }),
    () => {},
    () => {},
  );
  const result = { shown: mask.value, amount: mask.unmaskedValue };
  stop();
  return result;
}

describe('the amount mask, arriving after the person has typed', () => {
  it('keeps a decimal comma as the decimal mark, never a figure ten times bigger', () => {
    expect(takeOver('1 234,5', 1)).toEqual({ shown: '1 234.5', amount: '1234.5' });
    expect(takeOver('1234,05', 2)).toEqual({ shown: '1 234.05', amount: '1234.05' });
    expect(takeOver('1 234.5', 1)).toEqual({ shown: '1 234.5', amount: '1234.5' });
  });
});
