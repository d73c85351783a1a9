import { PDFDocument, rgb } from 'pdf-lib';
import { printableText } from '@/lib/pdf/font-coverage';
import { embedFonts, type FontStack } from '@/lib/pdf/font-stack';
import { loadBrowserFont, type FontLoader } from '@/lib/pdf/fonts';
import { fileSaver } from '@/lib/save-file';
import type { Receipt } from './receipt';

/*
 * The receipt as a one-page PDF (A6, the size of a paper receipt), with Noto Sans embedded for
 * Russian and Kazakh letters and the currency signs. Loaded only when the guest asks for it:
 * pdf-lib and fontkit never reach the tip page's first load.
 */

const MM = 72 / 25.4;
const PAGE: [number, number] = [105 * MM, 148 * MM];
const MARGIN = 10 * MM;
const TEXT = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.44, 0.48);

/** `text` in `size`, broken into lines no wider than `width` (at spaces; a long word alone). */
function lines(stack: FontStack, text: string, size: number, width: number): string[] {
  const result: string[] = [];
  for (const word of text.split(' ')) {
    const last = result.at(-1);
    if (last !== undefined && stack.width(`${last} ${word}`, size) <= width)
      result[result.length - 1] = `${last} ${word}`;
    else result.push(word);
  }
  return result;
}

export async function receiptPdf(
  receipt: Receipt,
  { language, loadFont }: { language: string; loadFont: FontLoader },
): Promise<Uint8Array> {
  const title = printableText(receipt.title);
  const rows = receipt.rows.map(({ label, value }) => ({
    label: printableText(label),
    value: printableText(value),
  }));
  const doc = await PDFDocument.create();
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setLanguage(language);
  doc.setCreator('Tips');
  const fonts = await embedFonts(
    doc,
    [title, ...rows.flatMap(({ label, value }) => [label, value])],
    loadFont,
  );
  const page = doc.addPage(PAGE);
  const width = PAGE[0] - 2 * MARGIN;
  let y = PAGE[1] - MARGIN;
  const write = (text: string, size: number, stack: FontStack, color = TEXT) => {
    for (const line of lines(stack, text, size, width)) {
      y -= size * 1.3;
      let x = MARGIN;
      for (const run of stack.runs(line)) {
        page.drawText(run.text, { x, y, size, font: run.font, color });
        x += run.font.widthOfTextAtSize(run.text, size);
      }
    }
  };
  write(title, 16, fonts[700]);
  y -= 4 * MM;
  for (const { label, value } of rows) {
    y -= 2 * MM;
    write(label, 8, fonts[400], MUTED);
    write(value, 11, fonts[700]);
  }
  return doc.save();
}

/** Makes the receipt's PDF and hands it to the browser as a download. */
export async function saveReceiptPdf(receipt: Receipt, language: string): Promise<void> {
  const bytes = await receiptPdf(receipt, { language, loadFont: loadBrowserFont });
  fileSaver.save(receipt.fileName, new Blob([bytes.slice().buffer], { type: 'application/pdf' }));
}
