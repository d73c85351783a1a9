import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordStrength, validatePassword } from './password-rules';

describe('validatePassword', () => {
  it.each([
    ['Abcdefg1', true],
    ['Abcdefg!', true],
    ['Abcdefgh', false],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcde1', false],
    ['Abcdefghijklmnopqrs1', true],
    ['Abcdefghijklmnopqrst1', false],
    ['Пароль12Aa', true],
    ['Парольдлинный1', false],
  ])('%j → %s', (password, valid) => {
    expect(validatePassword(password)).toBe(valid);
  });
});

describe('passwordStrength', () => {
  it('has three levels', () => {
    expect(passwordStrength('abc')).toBe('weak');
    expect(passwordStrength('Abcdefg1')).toBe('normal');
    expect(passwordStrength('Abcdefg1!xyz')).toBe('strong');
  });

  it('never throws; weak exactly when the rule is not met', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (password) => {
        const strength = passwordStrength(password);
        expect(['weak', 'normal', 'strong']).toContain(strength);
        expect(strength === 'weak').toBe(!validatePassword(password));
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts any 8-20 character password built from the required classes', () => {
    const chars = (set: string) => fc.constantFrom(...set.split(''));
    fc.assert(
      fc.property(
        chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        chars('abcdefghijklmnopqrstuvwxyz'),
        chars('0123456789!@#$%^&*'),
        fc.array(chars('abcXYZ019!'), { minLength: 5, maxLength: 17 }),
        (upper, lower, digitOrSpecial, rest) => {
          expect(validatePassword([upper, lower, digitOrSpecial, ...rest].join(''))).toBe(true);
        },
      ),
    );
  });
});
