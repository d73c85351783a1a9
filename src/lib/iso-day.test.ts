import { describe, expect, it } from 'vitest';
import { isIsoDay } from './iso-day';

describe('isIsoDay', () => {
  it('takes only real calendar days written yyyy-mm-dd', () => {
    expect(isIsoDay('2026-11-24')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-1-01')).toBe(false);
    expect(isIsoDay('24.11.2026')).toBe(false);
    expect(isIsoDay(null)).toBe(false);
    expect(isIsoDay(undefined)).toBe(false);
  });
});
