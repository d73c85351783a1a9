import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { subsetOf, type FontSubset } from './font-coverage';
import type { FontLoader, FontWeight } from './fonts';

/*
 * The PDFs' text: Noto Sans cut by script, each letter set from the file that has it. Loaded
 * only with a PDF (pdf-lib and fontkit are large).
 */

interface LoadedFont {
  font: PDFFont;
  covers: Set<number>;
}

/** The fonts of one weight, each letter set in the first one that has it. */
export class FontStack {
  constructor(private readonly fonts: LoadedFont[]) {}

  /** `text` cut into runs of one font each. */
  runs(text: string): Array<{ text: string; font: PDFFont }> {
    const runs: Array<{ text: string; font: PDFFont }> = [];
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      const font = (this.fonts.find((loaded) => loaded.covers.has(code)) ?? this.fonts[0]!).font;
      const last = runs.at(-1);
      if (last?.font === font) last.text += char;
      else runs.push({ text: char, font });
    }
    return runs;
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce(
      (sum, run) => sum + run.font.widthOfTextAtSize(run.text, size),
      0,
    );
  }
}

/**
 * Embeds the fonts `texts` need in `doc`, only the letters used: Latin always, and every other
 * file of Noto Sans a letter of the texts is in, in both weights.
 */
export async function embedFonts(
  doc: PDFDocument,
  texts: readonly string[],
  loadFont: FontLoader,
): Promise<Record<FontWeight, FontStack>> {
  doc.registerFontkit(fontkit);
  const subsets = new Set<FontSubset>(['latin']);
  for (const text of texts)
    for (const char of text) subsets.add(subsetOf(char.codePointAt(0) ?? 0) ?? 'latin');
  const stackOf = async (weight: FontWeight) =>
    new FontStack(
      await Promise.all(
        [...subsets].map(async (subset) => {
          const font = await doc.embedFont(new Uint8Array(await loadFont(subset, weight)), {
            subset: true,
          });
          return { font, covers: new Set(font.getCharacterSet()) };
        }),
      ),
    );
  const [regular, bold] = await Promise.all([stackOf(400), stackOf(700)]);
  return { 400: regular, 700: bold };
}
