import { describe, expect, it } from 'vitest';
import { JobPosition } from '@/api/generated/model/jobPosition';
import { APP_LOCALES } from '@/lib/i18n/locales';
import { EMOJI_TAGS, emojiTagMessage, jobPositionMessage } from './messages';

const payment = import.meta.glob<Record<string, string>>('../../locales/*/payment.json', {
  eager: true,
  import: 'default',
});

describe.each(APP_LOCALES)('payment words in %s', (locale) => {
  const words = payment[`../../locales/${locale}/payment.json`] ?? {};

  it.each(Object.values(JobPosition))('names the job position %s', (position) => {
    expect(words[jobPositionMessage(position).id ?? '']).toBeTruthy();
  });

  it.each(EMOJI_TAGS.map((tag) => tag.name))('names the emoji tag %s', (name) => {
    expect(words[emojiTagMessage(name).id ?? '']).toBeTruthy();
  });
});
