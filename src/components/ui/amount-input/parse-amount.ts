/** Amount rules of spec section 5: defaults of the amount input. */
export const AMOUNT_DEFAULTS = { min: 0, max: 1000, scale: 0 } as const;

export interface AmountRules {
  min: number;
  max: number;
  /** Digits allowed after the decimal mark. */
  scale: number;
}

export type AmountError = 'NOT_A_NUMBER' | 'TOO_MANY_DECIMALS';
export type AmountResult = { ok: true; value: number | null } | { ok: false; error: AmountError };

/** Digits before the mark may be missing (".5" left by deleting the 0 of "0.5"). */
const AMOUNT_PATTERN = /^(\d*)(?:\.(\d*))?$/;
const DECIMAL_DIGIT = /\p{Nd}/u;

/**
 * Any script's decimal digits as ASCII: full-width `０５` (and the full-width comma and full
 * stop, by NFKC), Arabic-Indic `٥`, Devanagari `५`… Unicode keeps each script's digits 0-9 in
 * consecutive code points, so a digit's value is its distance from the start of its run.
 */
export function normalizeDigits(text: string): string {
  return text.normalize('NFKC').replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    let zero = code;
    while (DECIMAL_DIGIT.test(String.fromCodePoint(zero - 1))) zero -= 1;
    return String((code - zero) % 10);
  });
}

/** Keeps a committed amount within [min, max]. */
export function clampAmount(value: number, { min, max }: Pick<AmountRules, 'min' | 'max'>): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Reads an amount as typed: any script's digits, spaces are thousands separators, dot or comma
 * is the decimal mark, at most `scale` decimals. An empty field (or a lone mark) is `null`; a number is clamped to [min, max].
 */
export function parseAmount(text: string, rules: AmountRules = AMOUNT_DEFAULTS): AmountResult {
  const compact = normalizeDigits(text).replace(/\s/g, '').replace(',', '.');
  if (compact === '') return { ok: true, value: null };
  const match = AMOUNT_PATTERN.exec(compact);
  if (!match) return { ok: false, error: 'NOT_A_NUMBER' };
  if ((match[2] ?? '').length > rules.scale) return { ok: false, error: 'TOO_MANY_DECIMALS' };
  if (compact === '.') return { ok: true, value: null };
  return { ok: true, value: clampAmount(Number(compact), rules) };
}

/** An amount as the field shows it: thousands grouped with spaces, a dot as the decimal mark. */
export function formatAmount(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
