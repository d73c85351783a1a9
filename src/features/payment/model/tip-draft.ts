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

/**
 * Reads a partial draft from untrusted input (a URL parameter or storage): unknown fields and
 * wrong types are dropped one by one, so a bad field never costs the good ones.
 */
export function sanitizeDraft(input: unknown): Partial<TipDraft> {
  if (!isRecord(input)) return {};
  const draft: Partial<TipDraft> = {};
  const amount =
    typeof input.amount === 'string'
      ? Number(input.amount.replace(/\s/g, '').replace(',', '.'))
      : input.amount;
  if (typeof amount === 'number' && Number.isFinite(amount) && amount > 0) draft.amount = amount;
  if (typeof input.payFee === 'boolean') draft.payFee = input.payFee;
  if (
    typeof input.rating === 'number' &&
    Number.isInteger(input.rating) &&
    input.rating >= 1 &&
    input.rating <= 5
  ) {
    draft.rating = input.rating;
  }
  const emoji = typeof input.emoji === 'string' ? input.emoji.split(',') : input.emoji;
  if (Array.isArray(emoji)) {
    const names = emoji.filter(
      (name): name is string => typeof name === 'string' && /^[a-z0-9_-]{1,30}$/i.test(name.trim()),
    );
    draft.emoji = [...new Set(names.map((name) => name.trim()))];
  }
  if (typeof input.comment === 'string') draft.comment = input.comment.slice(0, COMMENT_MAX_LENGTH);
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
    return saved ? sanitizeDraft(JSON.parse(saved)) : {};
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
