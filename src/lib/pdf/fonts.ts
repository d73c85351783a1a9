import cyrillic400 from '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff?url';
import cyrillic700 from '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff?url';
import cyrillicExt400 from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff?url';
import cyrillicExt700 from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-700-normal.woff?url';
import latin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url';
import latin700 from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url';
import latinExt400 from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url';
import latinExt700 from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?url';
import type { FontSubset } from './font-coverage';

export type FontWeight = 400 | 700;

/** Bytes of one Noto Sans WOFF file (fontkit subsets WOFF; it fails on WOFF2). */
export type FontLoader = (
  subset: FontSubset,
  weight: FontWeight,
) => Promise<ArrayBuffer | Uint8Array>;

/*
 * The PDFs' font files, shipped with the app from @fontsource/noto-sans (no CDN), each its
 * own asset fetched only when a PDF needs it. WOFF, not WOFF2: fontkit subsets only the former.
 */
export const FONT_FILES = {
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
  const response = await fetch(FONT_FILES[`${subset}-${weight}`]);
  if (!response.ok) throw new Error(`font ${subset} ${weight}: ${response.status}`);
  return response.arrayBuffer();
};
