import cyrillic400 from '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff?url';
import cyrillic700 from '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff?url';
import cyrillicExt400 from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff?url';
import cyrillicExt700 from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-700-normal.woff?url';
import latin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url';
import latin700 from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url';
import latinExt400 from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url';
import latinExt700 from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?url';
import { FONT_COVERAGE, type FontSubset } from './font-coverage';
import { PRINT_FONT_FAMILY, type FontWeight } from './drawing';
import type { FontLoader } from './pdf';

/*
 * The print's font files, shipped with the app from @fontsource/noto-sans (no CDN), each its
 * own asset fetched only when a PDF needs it. WOFF, not WOFF2: fontkit subsets only the former.
 */
const FILES = {
  'latin-400': latin400,
  'latin-700': latin700,
  'latin-ext-400': latinExt400,
  'latin-ext-700': latinExt700,
  'cyrillic-400': cyrillic400,
  'cyrillic-700': cyrillic700,
  'cyrillic-ext-400': cyrillicExt400,
  'cyrillic-ext-700': cyrillicExt700,
} as const;

export const loadBrowserFont: FontLoader = async (subset, weight) => {
  const response = await fetch(FILES[`${subset}-${weight}`]);
  if (!response.ok) throw new Error(`font ${subset} ${weight}: ${response.status}`);
  return response.arrayBuffer();
};

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
        new FontFace(PRINT_FONT_FAMILY, `url(${FILES[`${subset}-${weight}`]}) format('woff')`, {
          weight: String(weight),
          unicodeRange: cssRange(subset),
        }),
    ),
  );
  await Promise.all(faces.map((face) => face.load()));
  for (const face of faces) document.fonts.add(face);
  return true;
}
