import { describe, expect, it } from 'vitest';
import { shareLink } from './share-links';

describe('share links', () => {
  const url = 'https://tips.example/a0000000-0000-4000-8000-000000000001';

  it('opens Telegram with the address and the text', () => {
    const link = new URL(shareLink('telegram', url, 'Чаевые для Анны'));
    expect(link.origin + link.pathname).toBe('https://t.me/share/url');
    expect(link.searchParams.get('url')).toBe(url);
    expect(link.searchParams.get('text')).toBe('Чаевые для Анны');
  });

  it('opens WhatsApp with the text and the address in one message', () => {
    const link = new URL(shareLink('whatsapp', url, 'Tip Anna & co'));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(`Tip Anna & co ${url}`);
  });

  it('sends a name without its bidirectional controls on either channel', () => {
    const text = 'Tip Cafe \u202Eabc';
    expect(new URL(shareLink('telegram', url, text)).searchParams.get('text')).toBe('Tip Cafe abc');
    expect(new URL(shareLink('whatsapp', url, text)).searchParams.get('text')).toBe(
      `Tip Cafe abc ${url}`,
    );
  });
});
