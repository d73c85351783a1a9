import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('takes the 8-4-4-4-12 hexadecimal form in either case, and nothing else', () => {
    expect(isUuid('a0000000-0000-4000-8000-000000000001')).toBe(true);
    expect(isUuid('A0000000-0000-4000-8000-00000000000F')).toBe(true);
    expect(isUuid('a0000000-0000-4000-8000-00000000000')).toBe(false);
    expect(isUuid('a0000000-0000-4000-8000-000000000001/x')).toBe(false);
    expect(isUuid('g0000000-0000-4000-8000-000000000001')).toBe(false);
    expect(isUuid('')).toBe(false);
    expect(isUuid(null)).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
