import { describe, expect, it } from 'vitest';
import {
  addQrCodeBodyAmountsMax,
  addQrCodeBodyTitleMax,
  updateQrCodeBodyAmountsMax,
  updateQrCodeBodyTitleMax,
} from '@/api/generated/zod/qr-code/qr-code.zod';
import { CHOICES_MAX, middleChoice, TITLE_MAX } from './qr-code-form';

describe('the QR code form’s limits', () => {
  it('are the contract’s, for a new code and an edited one', () => {
    expect(TITLE_MAX).toBe(addQrCodeBodyTitleMax);
    expect(TITLE_MAX).toBe(updateQrCodeBodyTitleMax);
    expect(CHOICES_MAX).toBe(addQrCodeBodyAmountsMax);
    expect(CHOICES_MAX).toBe(updateQrCodeBodyAmountsMax);
  });

  it('offers the middle choice first, whatever order the choices come in', () => {
    expect(middleChoice([10, 1, 5])).toBe(5);
    expect(middleChoice([1, 5, 10, 20])).toBe(5);
    expect(middleChoice([])).toBeUndefined();
  });
});
