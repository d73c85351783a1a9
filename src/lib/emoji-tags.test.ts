import { describe, expect, it } from 'vitest';
import { APP_LOCALES } from '@/lib/i18n/locales';
import { EMOJI_TAGS, emojiTagMessage, emojiTagsOf } from './emoji-tags';

const ui = import.meta.glob<Record<string, string>>('../locales/*/ui.json', {
  eager: true,
  import: 'default',
});

describe.each(APP_LOCALES)('emoji tags in %s', (locale) => {
  const words = ui[`../locales/${locale}/ui.json`] ?? {};

  it.each(EMOJI_TAGS.map((tag) => tag.name))('names the emoji tag %s', (name) => {
    expect(words[emojiTagMessage(name).id ?? '']).toBeTruthy();
  });
});

describe('emojiTagsOf', () => {
  it('reads the API’s comma-separated names in their order', () => {
    expect(emojiTagsOf('heart,smile').map((tag) => tag.emoji)).toEqual(['❤️', '😊']);
  });

  it('leaves out names it does not know, and copes with nothing', () => {
    expect(emojiTagsOf('star, fire').map((tag) => tag.name)).toEqual(['fire']);
    expect(emojiTagsOf(undefined)).toEqual([]);
    expect(emojiTagsOf('')).toEqual([]);
  });
});
