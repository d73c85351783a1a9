import { parseAmount } from '@/components/ui/amount-input/parse-amount';
import { EMOJI_TAGS } from '@/lib/emoji-tags';
import { roundToMinorUnits, toMinorUnits } from '@/lib/money';

/** What the visitor has entered on a tip form; amount in major units as typed. */
export interface TipDraft {
  amount: number | null;
  /** The sender pays the fee (spec: the choice is enabled and defaults to the sender). */
  payFee: boolean;
  rating: number | null;
  emoji: string[];
  comment: string;
}

export const EMPTY_DRAFT: TipDraft = {
  amount: null,
  payFee: true,
  rating: null,
  emoji: [],
  comment: '',
};

export const COMMENT_MAX_LENGTH = 1000;
/** Contract: emoji is a comma-separated string of at most 100 characters. */
export const EMOJI_MAX_LENGTH = 100;

/** Who a tip goes to: one person's QR code or a whole team. */
export type TipTarget =
  { qrCodeUuid: string; teamUuid?: never } | { teamUuid: string; qrCodeUuid?: never };

export function draftKeyOf(target: TipTarget): string {
  return target.qrCodeUuid ? `qr:${target.qrCodeUuid}` : `team:${target.teamUuid}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const EMOJI_NAMES: ReadonlySet<string> = new Set(EMOJI_TAGS.map((tag) => tag.name));

/** A typed amount (a string, any script's digits, "1 000,50") or a number, in major units. */
function readAmount(value: unknown): number | null {
  const major =
    typeof value === 'string'
      ? parseAmount(value, { min: 0, max: Infinity, scale: Infinity })
      : { ok: true, value };
  if (!major.ok || typeof major.value !== 'number' || !Number.isFinite(major.value)) return null;
  const rounded = roundToMinorUnits(major.value);
  // The contract's amount is an int64 of minor units: a browser must still count it exactly.
  return rounded > 0 && toMinorUnits(rounded) <= Number.MAX_SAFE_INTEGER ? rounded : null;
}

/**
 * Reads a partial draft from untrusted input (the autoFillFormData link, or this tab's saved
 * draft) field by field, keeping only what payment/register accepts: an amount rounded once
 * to minor units, a rating 1-5, emoji from the product's tag list only, a comment within the
 * contract's length. Anything else is dropped (a console warning in development), so a bad
 * field never costs the good ones and is never sent: a bad link cannot make every payment of
 * the tab fail.
 */
export function sanitizeDraft(input: unknown, source = 'draft'): Partial<TipDraft> {
  if (!isRecord(input)) return {};
  const draft: Partial<TipDraft> = {};
  const { amount, payFee, rating, emoji, comment, ...unknown } = input;
  const dropped = Object.keys(unknown);
  const amountMajor = readAmount(amount);
  if (amountMajor !== null) draft.amount = amountMajor;
  else if (amount !== undefined && amount !== null) dropped.push('amount');
  if (typeof payFee === 'boolean') draft.payFee = payFee;
  else if (payFee !== undefined) dropped.push('payFee');
  if (typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5)
    draft.rating = rating;
  else if (rating !== undefined && rating !== null) dropped.push('rating');
  const names = typeof emoji === 'string' ? emoji.split(',') : emoji;
  if (Array.isArray(names)) {
    const known = names
      .map((name: unknown) => (typeof name === 'string' ? name.trim() : ''))
      .filter((name) => EMOJI_NAMES.has(name));
    draft.emoji = [...new Set(known)];
    if (draft.emoji.length < names.length) dropped.push('emoji');
  } else if (emoji !== undefined) dropped.push('emoji');
  if (typeof comment === 'string' && comment.length <= COMMENT_MAX_LENGTH) draft.comment = comment;
  else if (comment !== undefined) dropped.push('comment');
  if (import.meta.env.DEV && dropped.length > 0)
    console.warn(`[payment] ${source}: dropped ${dropped.join(', ')}`, input);
  return draft;
}

const STORAGE_PREFIX = 'tips.payment.draft.';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The draft lives in sessionStorage (this tab only, gone with it), so coming back from the
 * card gateway, or the finish page's retry, finds everything as the visitor left it.
 */
export function loadDraft(key: string): Partial<TipDraft> {
  try {
    const saved = storage()?.getItem(STORAGE_PREFIX + key);
    return saved ? sanitizeDraft(JSON.parse(saved), 'saved draft') : {};
  } catch {
    return {};
  }
}

export function saveDraft(key: string, draft: TipDraft): void {
  try {
    storage()?.setItem(STORAGE_PREFIX + key, JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the form still works, it just is not restored.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(STORAGE_PREFIX + key);
  } catch {
    // See saveDraft.
  }
}
