/*
 * Taxpayer numbers a team may be verified with (spec: INN, 10 or 12 digits). The product serves
 * Russia and Kazakhstan, so a number is accepted when it passes either country's check digits:
 *
 * - Russian INN of an organisation, 10 digits: the 10th digit is
 *   (Σ dᵢ·wᵢ mod 11) mod 10 over the first 9 digits with weights 2 4 10 3 5 9 4 6 8.
 * - Russian INN of a person, 12 digits: the 11th digit is (Σ mod 11) mod 10 over the first 10
 *   with weights 7 2 4 10 3 5 9 4 6 8, the 12th the same over the first 11 with weights
 *   3 7 2 4 10 3 5 9 4 6 8.
 * - Kazakh BIN (organisations) or IIN (people), 12 digits: Σ dᵢ·i (i = 1..11) mod 11 is the
 *   12th digit; when that remainder is 10, the sum is taken again with weights
 *   3 4 5 6 7 8 9 10 11 1 2, and a second 10 means the number is invalid.
 *
 * Only the check digits are checked (not the date or region parts of an IIN or BIN): they catch
 * a mistyped or swapped digit, which is what a form can help with. All zeros is refused.
 */

const RU_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const RU_12_FIRST = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const RU_12_SECOND = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const KZ_FIRST = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const KZ_SECOND = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

const weighted = (digits: readonly number[], weights: readonly number[]) =>
  weights.reduce((sum, weight, index) => sum + weight * digits[index]!, 0);

const russianCheck = (digits: readonly number[], weights: readonly number[]) =>
  (weighted(digits, weights) % 11) % 10;

export function isRussianInn(digits: readonly number[]): boolean {
  if (digits.length === 10) return russianCheck(digits, RU_10) === digits[9];
  if (digits.length === 12)
    return (
      russianCheck(digits, RU_12_FIRST) === digits[10] &&
      russianCheck(digits, RU_12_SECOND) === digits[11]
    );
  return false;
}

export function isKazakhBin(digits: readonly number[]): boolean {
  if (digits.length !== 12) return false;
  let check = weighted(digits, KZ_FIRST) % 11;
  if (check === 10) check = weighted(digits, KZ_SECOND) % 11;
  return check !== 10 && check === digits[11];
}

/** Why a typed taxpayer number is refused, or null when it is a valid INN, BIN or IIN. */
export function innProblem(value: string): 'length' | 'checksum' | null {
  if (!/^(\d{10}|\d{12})$/.test(value)) return 'length';
  const digits = [...value].map(Number);
  if (digits.every((digit) => digit === 0)) return 'checksum';
  return isRussianInn(digits) || isKazakhBin(digits) ? null : 'checksum';
}
