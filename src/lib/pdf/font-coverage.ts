import { withoutBidiControls } from '@/lib/bidi';

/*
 * What the PDFs' font can draw (a QR code's print, a tip's receipt). They embed Noto Sans from
 * @fontsource/noto-sans, cut by script into files (fonts.ts); these are the code points each file's cmap maps, as ranges of
 * hexadecimal code points, the same for both weights (font-coverage.test.ts reads every file with
 * fontkit and holds this table to it). Small and without the fonts, so the QR code form checks a
 * title with it before anything is saved, and the PDF picks each letter's file with it.
 */

/** The font files of Noto Sans are cut by script, as on the web. */
export type FontSubset = 'latin' | 'latin-ext' | 'cyrillic' | 'cyrillic-ext';

/** Each file's code points; a letter is set from the first file here that has it. */
export const FONT_COVERAGE: Readonly<Record<FontSubset, string>> = {
  latin:
    '0 d 20-7e a0-ff 131 152-153 2bb-2bc 2c6 2da 2dc 300-301 303-304 308-309 323 329 2002 2009 200b 2013-2014 2018-201a 201c-201e 2022 2026 2032-2033 2039-203a 2044 20ac 2122 2212 feff fffd ffff',
  cyrillic: '0 d 20 a0 301 400-45f 490-491 4b0-4b1 2116 ffff',
  'cyrillic-ext':
    '0 d 20 a0 460-48f 492-4af 4b2-52f 1c80-1c88 20b4 2de0-2dff a640-a69f fe2e-fe2f ffff',
  'latin-ext':
    '0 d 20 a0 100-130 132-151 154-2ba 2bc-2c5 2c7-2cc 2ce-2d7 2dd-301 303-304 308-309 323 329 1d00-1dbf 1e00-1e9f 1ef2-1eff 2020 20a0-20ab 20ad-20c0 2113 2c60-2c7f a720-a7ca a7d0-a7d1 a7d3 a7d5-a7d9 a7f2-a7ff ffff',
};

/** The ranges of a FONT_COVERAGE entry as [first, last] code points. */
export function coverageRanges(subset: FontSubset): Array<[number, number]> {
  return FONT_COVERAGE[subset].split(' ').map((range) => {
    const [first = '', last = first] = range.split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

const SUBSETS = Object.keys(FONT_COVERAGE) as FontSubset[];
const RANGES = SUBSETS.map((subset) => [subset, coverageRanges(subset)] as const);

/** The font file that draws a code point, or null when none does (it would print as a box). */
export function subsetOf(codePoint: number): FontSubset | null {
  for (const [subset, ranges] of RANGES)
    if (ranges.some(([first, last]) => codePoint >= first && codePoint <= last)) return subset;
  return null;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The characters as the reader sees them (a flag or a skin-toned emoji is one), no controls. */
const graphemes = (text: string) =>
  Array.from(segmenter.segment(withoutBidiControls(text)), ({ segment }) => segment);

const drawable = (grapheme: string) =>
  [...grapheme].every((char) => subsetOf(char.codePointAt(0) ?? 0) !== null);

/**
 * The characters of `text` the print cannot draw (Chinese, Japanese, Arabic, Thai, emoji…),
 * each once. Bidirectional controls do not count: they are dropped before printing.
 */
export function unprintableCharacters(text: string): string[] {
  return [...new Set(graphemes(text).filter((grapheme) => !drawable(grapheme)))];
}

/** `text` as it prints: no bidirectional controls, and nothing the font would draw as a box. */
export function printableText(text: string): string {
  return graphemes(text).filter(drawable).join('');
}

/**
 * The name and the second line as they print, in the preview and the PDF alike: without bidirectional controls
 * and without what the font cannot draw, so no box is ever printed (the screen says what is
 * left out).
 */
export function printableContent<Content extends { name: string; subtitle?: string | undefined }>(
  content: Content,
): Content {
  return {
    ...content,
    name: printableText(content.name),
    ...(content.subtitle === undefined ? {} : { subtitle: printableText(content.subtitle) }),
  };
}
