import type { MessageDescriptor } from 'react-intl';

/**
 * Emoji tags a visitor can add to a tip; the API carries them as their names, comma-separated
 * (a payment's and an operation's `emoji`).
 */
export const EMOJI_TAGS = [
  { name: 'smile', emoji: '😊' },
  { name: 'rocket', emoji: '⚡' },
  { name: 'heart', emoji: '❤️' },
  { name: 'sparkles', emoji: '✨' },
  { name: 'clap', emoji: '👏' },
  { name: 'fire', emoji: '🔥' },
] as const;
export type EmojiTag = (typeof EMOJI_TAGS)[number];
export type EmojiTagName = EmojiTag['name'];

/**
 * An emoji tag's spoken name, in the start-up `ui` namespace (the tip page asks for the tags,
 * the cabinet shows them). emoji-tags.test.ts checks every tag is named in every language.
 */
export const emojiTagMessage = (name: EmojiTagName): MessageDescriptor => ({
  id: `ui.emojiTag.${name}`,
});

/** The tags of an `emoji` field ("smile,heart"), in its order; names this app does not know are left out. */
export function emojiTagsOf(list: string | null | undefined): EmojiTag[] {
  return (list ?? '')
    .split(',')
    .map((name) => EMOJI_TAGS.find((tag) => tag.name === name.trim()))
    .filter((tag): tag is EmojiTag => tag !== undefined);
}
