/*
 * The spec's share channels (section 1: telegram and whatsapp) as share links: nothing to load,
 * the messenger opens with the text filled in, without bidirectional controls (a name's override
 * would turn the rest of the message around).
 */

import { withoutBidiControls } from './bidi';

export type ShareChannel = 'telegram' | 'whatsapp';
export const SHARE_CHANNELS: readonly ShareChannel[] = ['telegram', 'whatsapp'];

/** The address that opens `channel` ready to send `url` with `text`. */
export function shareLink(channel: ShareChannel, url: string, typed: string): string {
  const text = withoutBidiControls(typed);
  if (channel === 'telegram') {
    const params = new URLSearchParams({ url, text });
    return `https://t.me/share/url?${params.toString()}`;
  }
  return `https://wa.me/?${new URLSearchParams({ text: `${text} ${url}` }).toString()}`;
}
