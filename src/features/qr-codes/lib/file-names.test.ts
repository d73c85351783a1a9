import { describe, expect, it } from 'vitest';
import { fileNameOf, kebab } from './file-names';

describe('file names of downloads', () => {
  it('keep the words of the title, in any script', () => {
    expect(fileNameOf('Terrace 7', `${kebab('tableTent')}.pdf`)).toBe('terrace-7-table-tent.pdf');
    expect(fileNameOf('Қасымова / Бар №2', 'qr.png')).toBe('қасымова-бар-2-qr.png');
  });

  it('fall back to a plain name when the title has no letters', () => {
    expect(fileNameOf('***', 'qr.svg')).toBe('qr-code-qr.svg');
  });
});
