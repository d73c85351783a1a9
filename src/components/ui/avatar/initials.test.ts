import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initials, tintFor } from './initials';

describe('initials', () => {
  it.each([
    ['Анна Петрова', 'АП'],
    ['  anna   maria  lee ', 'AM'],
    ['Әсел', 'Ә'],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('gives at most two letters and the same tint for the same name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        // Two letters; upper-casing may widen one (ß → SS).
        expect([...initials(name)].length).toBeLessThanOrEqual(4);
        expect(tintFor(name)).toBe(tintFor(name));
      }),
    );
  });
});
