/** What became of a share: handed to the system's share sheet, copied, or closed by the guest. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/**
 * Hands the receipt's text to the system's share sheet (Web Share API) where there is one,
 * otherwise copies it to the clipboard. A share sheet that fails for another reason than the
 * guest closing it falls back to the copy too. Throws when neither works.
 */
export async function shareReceipt(title: string, text: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  await navigator.clipboard.writeText(text);
  return 'copied';
}
