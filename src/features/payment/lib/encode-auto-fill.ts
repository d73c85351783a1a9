import type { TipDraft } from './tip-draft';

/**
 * A draft as the `autoFillFormData` parameter reads it (./auto-fill.ts). Its own module: only
 * the finish page writes one, so it loads with that page, not with the tip page's budget.
 */
export function encodeAutoFill(draft: Partial<TipDraft>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(draft));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
