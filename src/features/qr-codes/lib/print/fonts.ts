import { FONT_COVERAGE, type FontSubset } from '@/lib/pdf/font-coverage';
import { FONT_FILES, type FontWeight } from '@/lib/pdf/fonts';
import { PRINT_FONT_FAMILY } from './drawing';

const cssRange = (subset: FontSubset) =>
  FONT_COVERAGE[subset]
    .split(' ')
    .map((range) => `U+${range}`)
    .join(', ');

let previewFonts: Promise<boolean> | null = null;

/**
 * Adds the print's font files to the page as PRINT_FONT_FAMILY (each file for its letters, as
 * the PDF picks them), once, and waits for them; false where the page has no font loading
 * (tests).
 */
export function loadPreviewFonts(): Promise<boolean> {
  previewFonts ??= addPreviewFonts().catch((error: unknown) => {
    previewFonts = null;
    throw error;
  });
  return previewFonts;
}

async function addPreviewFonts(): Promise<boolean> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined') return false;
  const faces = (Object.keys(FONT_COVERAGE) as FontSubset[]).flatMap((subset) =>
    ([400, 700] as const satisfies FontWeight[]).map(
      (weight) =>
        new FontFace(
          PRINT_FONT_FAMILY,
          `url(${FONT_FILES[`${subset}-${weight}`]}) format('woff')`,
          {
            weight: String(weight),
            unicodeRange: cssRange(subset),
          },
        ),
    ),
  );
  await Promise.all(faces.map((face) => face.load()));
  for (const face of faces) document.fonts.add(face);
  return true;
}
