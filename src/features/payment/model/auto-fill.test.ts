import { describe, expect, it } from 'vitest';
import { encodeAutoFill, parseAutoFill } from './auto-fill';

describe('autoFillFormData', () => {
  it('round-trips a draft through base64url, Cyrillic included', () => {
    const draft = {
      amount: 5,
      payFee: false,
      rating: 4,
      emoji: ['smile', 'heart'],
      comment: 'Спасибо!',
    };
    const encoded = encodeAutoFill(draft);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseAutoFill(encoded)).toEqual(draft);
  });

  it('accepts hand-written JSON and a comma list of emoji', () => {
    expect(parseAutoFill('{"amount":"1 000","emoji":"smile,fire"}')).toEqual({
      amount: 1000,
      emoji: ['smile', 'fire'],
    });
  });

  it('keeps the good fields and drops the bad ones', () => {
    expect(parseAutoFill('{"amount":-3,"rating":9,"payFee":"yes","comment":"ok"}')).toEqual({
      comment: 'ok',
    });
  });

  it('pre-fills nothing from unreadable input', () => {
    expect(parseAutoFill(null)).toEqual({});
    expect(parseAutoFill('%%%')).toEqual({});
    expect(parseAutoFill(encodeAutoFill({}).concat('x'))).toEqual({});
  });
});
