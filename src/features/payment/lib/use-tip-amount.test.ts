import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTipAmount } from './use-tip-amount';

function renderAmount() {
  const { result } = renderHook(() => useTipAmount());
  const [, , , countPress, onClamp, amountChanged] = result.current;
  const said = () => ({ asked: result.current[1], clampedTo: result.current[2] });
  /** What paying on the current press answers, with this tip in minor units. */
  const payable = (tipMinor: number | null) => {
    let answer = false;
    act(() => void (answer = result.current[6](tipMinor)));
    return answer;
  };
  return {
    said,
    payable,
    press: () => act(() => countPress()),
    clamp: (typed: number, kept: number) => act(() => onClamp(typed, kept)),
    change: () => act(() => amountChanged()),
  };
}

describe('the tip form’s amount', () => {
  it('does not pay on the press that clamped it, and pays on the next press', () => {
    const amount = renderAmount();
    amount.press();
    amount.clamp(50, 10);
    expect(amount.said()).toEqual({ asked: false, clampedTo: 10 });
    expect(amount.payable(1000)).toBe(false);
    expect(amount.said()).toEqual({ asked: false, clampedTo: 10 });
    amount.press();
    expect(amount.payable(1000)).toBe(true);
  });

  it('asks for an amount within the limits when there is none, until the amount changes', () => {
    const amount = renderAmount();
    amount.press();
    expect(amount.payable(null)).toBe(false);
    expect(amount.said()).toEqual({ asked: true, clampedTo: null });
    amount.change();
    expect(amount.said()).toEqual({ asked: false, clampedTo: null });
    expect(amount.payable(500)).toBe(true);
  });

  it('forgets a clamp once the amount changes again', () => {
    const amount = renderAmount();
    amount.clamp(0, 1);
    amount.change();
    expect(amount.said()).toEqual({ asked: false, clampedTo: null });
  });
});
