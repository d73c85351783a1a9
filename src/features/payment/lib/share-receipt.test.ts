import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareReceipt } from './share-receipt';

const writeText = vi.fn<(text: string) => Promise<void>>();

function stubNavigator(share?: (data: ShareData) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  writeText.mockReset();
});

describe('sharing the receipt', () => {
  it('hands the title and text to the share sheet where there is one, and copies nothing', async () => {
    const share = vi.fn(() => Promise.resolve());
    stubNavigator(share);
    await expect(shareReceipt('Tip receipt', 'Tip: ₸5')).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Tip receipt', text: 'Tip: ₸5' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the text to the clipboard without a share sheet', async () => {
    stubNavigator();
    writeText.mockResolvedValue();
    await expect(shareReceipt('Tip receipt', 'Tip: ₸5')).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('Tip: ₸5');
  });

  it('does nothing more when the guest closes the share sheet', async () => {
    stubNavigator(() => Promise.reject(new DOMException('closed', 'AbortError')));
    await expect(shareReceipt('Tip receipt', 'Tip: ₸5')).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies when the share sheet refuses (not allowed here), and fails when the copy fails too', async () => {
    stubNavigator(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    writeText.mockResolvedValueOnce();
    await expect(shareReceipt('Tip receipt', 'Tip: ₸5')).resolves.toBe('copied');
    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await expect(shareReceipt('Tip receipt', 'Tip: ₸5')).rejects.toThrow('denied');
  });
});
