// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FontLoader } from '@/lib/pdf/fonts';
import { receiptPdf } from './receipt-pdf';
import type { Receipt } from './receipt';

/* The PDF is read back by poppler (poppler-utils, which scripts/run.sh installs): its text and page. */
const PDFTOTEXT = '/usr/bin/pdftotext';
if (!existsSync(PDFTOTEXT))
  throw new Error('The receipt PDF test needs poppler-utils: apt-get install poppler-utils.');

const FONTS = join(process.cwd(), 'node_modules/@fontsource/noto-sans/files');
const loadFont: FontLoader = (subset, weight) =>
  Promise.resolve(readFileSync(join(FONTS, `noto-sans-${subset}-${weight}-normal.woff`)));

const folder = mkdtempSync(join(tmpdir(), 'receipt-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The PDF's text as poppler reads it, and its pdfinfo. */
async function readBack(receipt: Receipt, language: string) {
  const file = join(folder, `${language}.pdf`);
  writeFileSync(file, await receiptPdf(receipt, { language, loadFont }));
  return {
    text: execFileSync(PDFTOTEXT, ['-layout', file, '-'], { encoding: 'utf8' }),
    info: execFileSync('/usr/bin/pdfinfo', [file], { encoding: 'utf8' }),
  };
}

describe('the receipt PDF', () => {
  it('prints every line in Kazakh, with its letters and the tenge sign, on one A6 page', async () => {
    const { text, info } = await readBack(
      {
        title: 'Шайпұл түбіртегі',
        rows: [
          { label: 'Алушы', value: 'Әсем Қасымова' },
          { label: 'Сервистік алым', value: '0,15 ₸, сіз төледіңіз' },
          { label: 'Төлем нөмірі', value: '7d1c0b7e-0f44-4b5f-9b0a-2c3d4e5f6a7b' },
        ],
        fileName: 'tip-receipt.pdf',
      },
      'kk-KZ',
    );
    for (const line of [
      'Шайпұл түбіртегі',
      'Алушы',
      'Әсем Қасымова',
      '0,15 ₸, сіз төледіңіз',
      '7d1c0b7e-0f44-4b5f-9b0a-2c3d4e5f6a7b',
    ])
      expect(text).toContain(line);
    expect(info).toMatch(/Title:\s+Шайпұл түбіртегі/);
    expect(info).toMatch(/Pages:\s+1/);
    // A6: 105 × 148 mm.
    expect(info).toMatch(/Page size:\s+297\.6\d* x 419\.5\d* pts/);
  });

  it('leaves out what its font cannot draw rather than print a box', async () => {
    const { text } = await readBack(
      {
        title: 'Tip receipt',
        rows: [{ label: 'Recipient', value: 'Anna 🍷 P.' }],
        fileName: 'r.pdf',
      },
      'en',
    );
    expect(text).toMatch(/Anna +P\./);
    expect(text).not.toContain('🍷');
  });
});
