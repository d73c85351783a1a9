import { describe, expect, it } from 'vitest';
import { withoutBidiControls } from './bidi';

describe('bidirectional controls', () => {
  it('drops every embedding, override, isolate and mark', () => {
    const controls = '\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(withoutBidiControls(`a${controls}b`)).toBe('ab');
    expect(withoutBidiControls('Cafe \u202Eabc')).toBe('Cafe abc');
  });

  it('keeps letters of both directions, joiners and emoji', () => {
    for (const text of ['Кафе «Әсем»', 'مقهى', 'שלום', '👩‍🍳 Chef', 'a\u200Db'])
      expect(withoutBidiControls(text)).toBe(text);
  });
});
