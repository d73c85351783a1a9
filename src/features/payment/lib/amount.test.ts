import { describe, expect, it } from 'vitest';
import {
  chargeOf,
  DEFAULT_LIMITS,
  isWithinLimits,
  resolveAmountChoices,
  resolveLimits,
} from './amount';

describe('chargeOf', () => {
  it('is the tip, plus the fee when the payer covers it', () => {
    expect(chargeOf(500, true, 15)).toBe(515);
    expect(chargeOf(500, false, 15)).toBe(500);
    expect(chargeOf(500, false, null)).toBe(500);
  });

  it('is unknown while the payer covers a fee that is not known', () => {
    expect(chargeOf(500, true, null)).toBeNull();
  });
});

describe('resolveLimits', () => {
  it('uses the QR code limits, else min 1 and max 10', () => {
    expect(resolveLimits({ minAmount: 5, maxAmount: 50 })).toEqual({ minAmount: 5, maxAmount: 50 });
    expect(resolveLimits(undefined)).toEqual(DEFAULT_LIMITS);
    expect(resolveLimits({ maxAmount: 20 })).toEqual({ minAmount: 1, maxAmount: 20 });
  });

  it('falls back to the defaults when the limits contradict each other', () => {
    expect(resolveLimits({ minAmount: 30, maxAmount: 5 })).toEqual(DEFAULT_LIMITS);
  });
});

describe('resolveAmountChoices', () => {
  const limits = { minAmount: 1, maxAmount: 10 };

  it('offers 1, 5 and 10 when the QR code sets nothing', () => {
    expect(resolveAmountChoices(undefined, undefined, limits)).toEqual({
      presets: [1, 5, 10],
      preselected: null,
    });
    expect(resolveAmountChoices([], [], limits).presets).toEqual([1, 5, 10]);
  });

  it('offers the QR code choices and preselects its default amount', () => {
    expect(resolveAmountChoices([5, 20, 50], [20], { minAmount: 5, maxAmount: 50 })).toEqual({
      presets: [5, 20, 50],
      preselected: 20,
    });
  });

  it('uses defaultAmounts as the choices when there are no amounts', () => {
    expect(resolveAmountChoices(undefined, [3, 7], limits)).toEqual({
      presets: [3, 7],
      preselected: 3,
    });
  });

  it('drops choices the limits would refuse', () => {
    expect(resolveAmountChoices([1, 5, 100], [100], limits)).toEqual({
      presets: [1, 5],
      preselected: null,
    });
  });
});

describe('isWithinLimits', () => {
  it('accepts the bounds and refuses outside or empty', () => {
    const limits = { minAmount: 1, maxAmount: 10 };
    expect(isWithinLimits(1, limits)).toBe(true);
    expect(isWithinLimits(10, limits)).toBe(true);
    expect(isWithinLimits(10.01, limits)).toBe(false);
    expect(isWithinLimits(0.5, limits)).toBe(false);
    expect(isWithinLimits(null, limits)).toBe(false);
  });
});
