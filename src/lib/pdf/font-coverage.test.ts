// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import {
  coverageRanges,
  FONT_COVERAGE,
  printableContent,
  unprintableCharacters,
  type FontSubset,
} from './font-coverage';

const FONTS = join(process.cwd(), 'node_modules/@fontsource/noto-sans/files');

describe('the print font’s coverage table', () => {
  const files = (Object.keys(FONT_COVERAGE) as FontSubset[]).flatMap((subset) =>
    [400, 700].map((weight) => [subset, weight] as const),
  );

  it.each(files)('is exactly what the %s %s file’s cmap maps', (subset, weight) => {
    const font = fontkit.create(
      readFileSync(join(FONTS, `noto-sans-${subset}-${weight}-normal.woff`)),
    );
    const table = coverageRanges(subset).flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, index) => first + index),
    );
    expect(table).toEqual([...new Set(font.characterSet)].sort((a, b) => a - b));
  });
});

describe('what a title may print', () => {
  it('draws Latin, Russian and Kazakh letters, accents and the usual punctuation', () => {
    for (const title of [
      'Terrace 7',
      'Веранда «Ёлка» — №3',
      'Әсем Қасымова, Ұлы дала',
      'Café Müller…',
    ])
      expect(unprintableCharacters(title)).toEqual([]);
  });

  it.each([
    ['Chinese', '茶馆 7', ['茶', '馆']],
    ['Japanese', 'カフェ', ['カ', 'フ', 'ェ']],
    ['Arabic', 'مقهى', ['م', 'ق', 'ه', 'ى']],
    ['Thai', 'ร้าน', ['ร้', 'า', 'น']],
    ['emoji', 'Bar 🍷🍷 👍🏽', ['🍷', '👍🏽']],
  ])('names the %s characters it cannot draw, each once', (_, title, characters) => {
    expect(unprintableCharacters(title)).toEqual(characters);
  });

  it('does not count bidirectional controls: they are dropped before printing', () => {
    expect(unprintableCharacters('Cafe \u202Eabc')).toEqual([]);
  });

  it('prints the name and the second line without controls and without what it cannot draw', () => {
    const content = { callToAction: 'Tip', calibration: '50 mm', address: 'https://t.example/1' };
    expect(printableContent({ ...content, name: 'Cafe \u202Eabc 🍷', subtitle: '茶 Bar' })).toEqual(
      {
        ...content,
        name: 'Cafe abc ',
        subtitle: ' Bar',
      },
    );
  });
});
