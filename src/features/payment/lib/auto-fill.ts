import { sanitizeDraft, type TipDraft } from './tip-draft';

/**
 * `autoFillFormData` URL parameter: base64url of a JSON object with any of
 * `amount` (major units), `payFee`, `rating` (1-5), `emoji` (names, array or comma list) and
 * `comment`, e.g. `{"amount":5}` → `eyJhbW91bnQiOjV9`. Plain JSON is accepted too, so a person
 * can write the link by hand (./encode-auto-fill.ts writes one). Anything unreadable pre-fills
 * nothing.
 */
export function parseAutoFill(value: string | null): Partial<TipDraft> {
  if (!value) return {};
  const text = value.trimStart().startsWith('{') ? value : decodeBase64Url(value);
  if (text === null) return {};
  try {
    return sanitizeDraft(JSON.parse(text), AUTO_FILL_PARAM);
  } catch {
    return {};
  }
}

function decodeBase64Url(value: string): string | null {
  try {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}

export const AUTO_FILL_PARAM = 'autoFillFormData';
export const MODE_PARAM = 'mode';
/**
 * `mode=preview`: the recipient looking at their own page (e.g. from the cabinet). The order is
 * still registered so the gateway can be tried, but the browser is not sent there by itself
 * (redirect suppressed): the page offers the gateway link instead.
 */
export const PREVIEW_MODE = 'preview';
