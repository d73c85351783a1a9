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

const AMOUNT_PATTERN = /^(\d+)(?:\.(\d*))?$/;

/** Keeps a committed amount within [min, max]. */
export function clampAmount(value: number, { min, max }: Pick<AmountRules, 'min' | 'max'>): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Reads an amount as typed: spaces are thousands separators, dot or comma is the decimal mark,
 * at most `scale` decimals. An empty field is `null`; a number is clamped to [min, max].
 */
export function parseAmount(text: string, rules: AmountRules = AMOUNT_DEFAULTS): AmountResult {
  const compact = text.replace(/\s/g, '').replace(',', '.');
  if (compact === '') return { ok: true, value: null };
  const match = AMOUNT_PATTERN.exec(compact);
  if (!match) return { ok: false, error: 'NOT_A_NUMBER' };
  if ((match[2] ?? '').length > rules.scale) return { ok: false, error: 'TOO_MANY_DECIMALS' };
  return { ok: true, value: clampAmount(Number(compact), rules) };
}

/** An amount as the field shows it: thousands grouped with spaces, a dot as the decimal mark. */
export function formatAmount(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
