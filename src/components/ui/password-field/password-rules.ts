/** Password length limits (spec sections 5 and 9). */
export const PASSWORD_LENGTH = { min: 8, max: 20 } as const;

export type PasswordStrength = 'weak' | 'normal' | 'strong';

const UPPER = /[A-Z]/;
const LOWER = /[a-z]/;
const DIGIT = /\d/;
// Anything printable that is not a letter or digit counts as a special character.
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/**
 * The rule of spec section 5: 8 to 20 characters, at least one Latin upper-case letter,
 * one lower-case letter, and one digit or special character.
 */
export function validatePassword(password: string): boolean {
  const length = [...password].length;
  return (
    length >= PASSWORD_LENGTH.min &&
    length <= PASSWORD_LENGTH.max &&
    UPPER.test(password) &&
    LOWER.test(password) &&
    (DIGIT.test(password) || SPECIAL.test(password))
  );
}

/**
 * Strength for the meter: weak until the rule is met; strong when it is met with both a digit
 * and a special character and at least 12 characters; normal in between.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!validatePassword(password)) return 'weak';
  const strong = DIGIT.test(password) && SPECIAL.test(password) && [...password].length >= 12;
  return strong ? 'strong' : 'normal';
}

/** Meter fill per level (spec section 5). */
export const STRENGTH_PERCENT: Record<PasswordStrength, number> = {
  weak: 33,
  normal: 67,
  strong: 100,
};
