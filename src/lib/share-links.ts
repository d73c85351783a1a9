/*
 * The spec's share channels (section 1: telegram and whatsapp) as share links: nothing to load,
 * the messenger opens with the text filled in.
 */

export type ShareChannel = 'telegram' | 'whatsapp';
export const SHARE_CHANNELS: readonly ShareChannel[] = ['telegram', 'whatsapp'];

/** The address that opens `channel` ready to send `url` with `text`. */
export function shareLink(channel: ShareChannel, url: string, text: string): string {
  if (channel === 'telegram') {
    const params = new URLSearchParams({ url, text });
    return `https://t.me/share/url?${params.toString()}`;
  }
  return `https://wa.me/?${new URLSearchParams({ text: `${text} ${url}` }).toString()}`;
}
