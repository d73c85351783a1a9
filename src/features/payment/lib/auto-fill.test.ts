import { describe, expect, it, vi } from 'vitest';
import { parseAutoFill } from './auto-fill';
import { encodeAutoFill } from './encode-auto-fill';

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

  it('keeps the good fields and drops the bad ones, with a warning in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseAutoFill('{"amount":-3,"rating":9,"payFee":"yes","comment":"ok","x":1}')).toEqual({
      comment: 'ok',
    });
    expect(warn).toHaveBeenCalledWith(
      '[payment] autoFillFormData: dropped x, amount, payFee, rating',
      expect.anything(),
    );
  });

  it('takes only the product’s emoji tags and fields within the contract’s limits', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      parseAutoFill(
        JSON.stringify({ emoji: 'smile,bomb,smile, fire', comment: 'x'.repeat(1001), rating: 4.5 }),
      ),
    ).toEqual({ emoji: ['smile', 'fire'] });
    expect(parseAutoFill('{"comment":"' + 'x'.repeat(1000) + '"}').comment).toHaveLength(1000);
    expect(parseAutoFill('{"amount":1e300}')).toEqual({});
  });

  it('rounds an amount once to minor units and reads any script’s digits', () => {
    expect(parseAutoFill('{"amount":5.555}')).toEqual({ amount: 5.56 });
    expect(parseAutoFill('{"amount":"０５"}')).toEqual({ amount: 5 });
    expect(parseAutoFill('{"amount":"1 000,504"}')).toEqual({ amount: 1000.5 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseAutoFill('{"amount":"1e3"}')).toEqual({});
    expect(parseAutoFill('{"amount":0.004}')).toEqual({});
  });

  it('pre-fills nothing from unreadable input', () => {
    expect(parseAutoFill(null)).toEqual({});
    expect(parseAutoFill('%%%')).toEqual({});
    expect(parseAutoFill(encodeAutoFill({}).concat('x'))).toEqual({});
  });
});
