import { describe, expect, it } from 'vitest';
import { innProblem, isKazakhBin, isRussianInn } from './inn';

const digits = (value: string) => [...value].map(Number);

/** Every number that differs from `value` in one digit. */
function oneDigitOff(value: string): string[] {
  return [...value].flatMap((digit, index) =>
    Array.from({ length: 10 }, (_, other) => String(other))
      .filter((other) => other !== digit)
      .map((other) => value.slice(0, index) + other + value.slice(index + 1)),
  );
}

describe('taxpayer numbers (src/lib/inn.ts)', () => {
  it('accepts a Russian organisation INN (10 digits) and refuses every one-digit typo of it', () => {
    expect(isRussianInn(digits('7707083893'))).toBe(true);
    expect(innProblem('7707083893')).toBeNull();
    for (const typo of oneDigitOff('7707083893')) expect(innProblem(typo), typo).toBe('checksum');
  });

  it('accepts a Russian personal INN (12 digits: both check digits)', () => {
    expect(isRussianInn(digits('500100732259'))).toBe(true);
    expect(innProblem('500100732259')).toBeNull();
    // The 11th digit right, the 12th wrong; then the other way round.
    expect(isRussianInn(digits('500100732258'))).toBe(false);
    expect(isRussianInn(digits('500100732269'))).toBe(false);
  });

  it('accepts a Kazakh BIN/IIN whose check digit comes from the first weights', () => {
    // 1·1 + 0·2 + … = 1: the check digit is 1.
    expect(isKazakhBin(digits('100000000001'))).toBe(true);
    expect(innProblem('100000000001')).toBeNull();
    expect(isKazakhBin(digits('100000000002'))).toBe(false);
  });

  it('takes the second weights when the first sum leaves 10', () => {
    // Σ i·dᵢ = 296, 296 mod 11 = 10; with 3 4 5 … 2 the sum is 377, 377 mod 11 = 3.
    expect(isKazakhBin(digits('123456789013'))).toBe(true);
    expect(isRussianInn(digits('123456789013'))).toBe(false);
    expect(innProblem('123456789013')).toBeNull();
    expect(innProblem('123456789012')).toBe('checksum');
  });

  it('refuses a BIN whose second sum leaves 10 too, whatever its last digit', () => {
    // Searched for among numbers of that shape: one whose both weighted sums leave 10.
    const bothTen = Array.from(
      { length: 10 ** 4 },
      (_, n) => `${String(n).padStart(4, '0')}0000000`,
    )
      .map((first11) => digits(`${first11}0`))
      .find((candidate) => {
        const first = candidate.slice(0, 11).reduce((sum, d, i) => sum + d * (i + 1), 0) % 11;
        const weights = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];
        const second = candidate.slice(0, 11).reduce((sum, d, i) => sum + d * weights[i]!, 0) % 11;
        return first === 10 && second === 10;
      });
    expect(bothTen).toBeDefined();
    for (let last = 0; last <= 9; last += 1)
      expect(isKazakhBin([...bothTen!.slice(0, 11), last])).toBe(false);
  });

  it('says when the length is wrong, and refuses all zeros', () => {
    for (const value of ['', '123', '12345678901', '1234567890123', '77070838 93', '770708389a'])
      expect(innProblem(value), value).toBe('length');
    expect(innProblem('0000000000')).toBe('checksum');
    expect(innProblem('000000000000')).toBe('checksum');
  });
});
