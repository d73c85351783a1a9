// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, PrintScaling } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { tipPageAddress } from '../tip-page';
import type { FontLoader } from '@/lib/pdf/fonts';
import { printPdf } from './pdf';
import {
  A4,
  CROP_MARK,
  DEFAULT_LAYOUT,
  POINTS_PER_MM,
  PRINT_LAYOUTS,
  QR_TEMPLATES,
  SHEET_TEMPLATE,
  sheetGrid,
  type SheetFormat,
} from './print-spec';
import { printWords } from './print-words';

/*
 * The print is right when a printer would make it right: for every template and layout the
 * PDF's page is the README's size (within 0.5 mm, read by poppler's pdfinfo), poppler renders it
 * to pixels as a printer driver would, and an independent decoder (jsQR) reads from those pixels
 * the code's tip page address. A4 sheets: exactly A4, their crop marks found in the pixels
 * a print's size apart, as many prints as the README says, every one's code read. The
 * calibration words are never on the artwork: only on the last page. Needs Debian's
 * poppler-utils (scripts/run.sh installs it).
 */

const POPPLER = '/usr/bin/pdftoppm';
if (!existsSync(POPPLER))
  throw new Error(
    'The print test needs poppler-utils: apt-get install poppler-utils (scripts/run.sh test does it).',
  );

const FONTS = join(process.cwd(), 'node_modules/@fontsource/noto-sans/files');
const loadFont: FontLoader = (subset, weight) =>
  Promise.resolve(readFileSync(join(FONTS, `noto-sans-${subset}-${weight}-normal.woff`)));

/** The page sizes the area's README promises, by template. */
function readmeSizes(): Record<string, { width: number; height: number }> {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| (\w+)\s+\| (\d+) × (\d+)\s+\|/gm)];
  return Object.fromEntries(
    rows.map(([, name = '', w, h]) => [name, { width: Number(w), height: Number(h) }] as const),
  );
}

/** The README's A4 sheets: how many prints of which size, in what grid. */
function readmeSheets(): Record<string, { count: number; columns: number; rows: number }> {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| (\w+Sheet)\s+\| A4\s+\| (\d+)\s+\| (\d+) × (\d+)\s+\|/gm)];
  return Object.fromEntries(
    rows.map(([, name = '', count, columns, rowCount]) => [
      name,
      { count: Number(count), columns: Number(columns), rows: Number(rowCount) },
    ]),
  );
}

interface Grey {
  width: number;
  height: number;
  /** 0 black … 255 white, row by row. */
  pixels: Uint8Array;
}

/** A rendered page: poppler's PGM image. */
function readPgm(file: string): Grey {
  const bytes = readFileSync(file);
  const header = /^P5\s+(\d+)\s+(\d+)\s+\d+\s/.exec(bytes.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error(`${file} is not a PGM image`);
  return {
    width: Number(header[1]),
    height: Number(header[2]),
    pixels: bytes.subarray(header[0].length),
  };
}

/** The QR code jsQR reads in a rectangle of the image (pixels). */
function decodeArea(image: Grey, x: number, y: number, width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row += 1)
    for (let column = 0; column < width; column += 1) {
      const level = image.pixels[(y + row) * image.width + x + column]!;
      data.set([level, level, level, 255], (row * width + column) * 4);
    }
  return jsQR(data, width, height)?.data;
}

/**
 * The QR codes a rendered page reads as, one per face: the table tent's two halves each hold a
 * code (one upside down), the other templates one.
 */
function decodeFaces(file: string, faces: number): Array<string | undefined> {
  const image = readPgm(file);
  const height = Math.floor(image.height / faces);
  return Array.from({ length: faces }, (_, face) =>
    decodeArea(image, 0, face * height, image.width, height),
  );
}

/** Centres (in pixels) of the dark runs along a row or a column of the image. */
function darkRuns(image: Grey, along: 'row' | 'column', at: number): number[] {
  const length = along === 'row' ? image.width : image.height;
  const level = (i: number) =>
    image.pixels[along === 'row' ? at * image.width + i : i * image.width + at]!;
  const centres: number[] = [];
  let start = -1;
  for (let i = 0; i <= length; i += 1) {
    const dark = i < length && level(i) < 128;
    if (dark && start < 0) start = i;
    if (!dark && start >= 0) {
      centres.push((start + i - 1) / 2);
      start = -1;
    }
  }
  return centres;
}

const differences = (values: number[]) => values.slice(1).map((value, i) => value - values[i]!);

/** The words on one page of a PDF, as poppler reads them. */
const pageText = (file: string, page: number) =>
  execFileSync('/usr/bin/pdftotext', ['-f', String(page), '-l', String(page), file, '-'], {
    encoding: 'utf8',
  });

/** The glyph ids the first page's text operators show (pdf-lib writes them as 4-digit hex). */
function shownGlyphs(document: PDFDocument): number[] {
  const contents = document.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const operators = streams
    .map((ref) => document.context.lookup(ref))
    .filter((stream) => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
    .join('\n');
  return [...operators.matchAll(/<([0-9A-Fa-f]+)> Tj/g)].flatMap(([, hex = '']) =>
    (hex.match(/.{4}/g) ?? []).map((glyph) => Number.parseInt(glyph, 16)),
  );
}

const work = mkdtempSync(join(tmpdir(), 'qr-print-'));
afterAll(() => process.env.KEEP_PRINTS || rmSync(work, { recursive: true, force: true }));

const CODE = {
  uuid: 'a0000000-0000-4000-8000-000000000001',
  kind: 'PERSONAL' as const,
};
const TEAM_CODE = {
  uuid: 'b0000000-0000-4000-8000-000000000002',
  kind: 'TEAM' as const,
  team: { uuid: 'b0000000-0000-4000-8000-000000000001', title: 'Cafe Pushkin' },
};

/** The source each template's code names: t table tent, s sticker, l label, c card. */
const SOURCES = { tableTent: 't', sticker: 's', qrCode: 'l', card: 'c' };

describe('print-ready PDFs', () => {
  const sizes = readmeSizes();

  it('has a README size for every template', () => {
    expect(Object.keys(sizes).sort()).toEqual([...QR_TEMPLATES].sort());
  });

  const cases = QR_TEMPLATES.flatMap((template) =>
    PRINT_LAYOUTS.map((layout) => [template, layout] as const),
  );

  it.each(cases)(
    '%s in the %s layout: exact size, no scaling, and a code that reads',
    async (template, layout) => {
      const code = layout === 'sticker' ? TEAM_CODE : CODE;
      const address = tipPageAddress('https://tips.example', '/app/kz', code);
      const words = await printWords('kz');
      const bytes = await printPdf({
        format: template,
        layout,
        content: { name: 'Әсем Қасымова', subtitle: 'Cafe Pushkin', ...words, address },
        language: 'kk',
        title: 'QR',
        loadFont,
      });
      const file = join(work, `${template}-${layout}.pdf`);
      writeFileSync(file, bytes);

      const info = execFileSync('/usr/bin/pdfinfo', [file], { encoding: 'utf8' });
      const [, w, h] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info) ?? [];
      const expected = sizes[template]!;
      expect(Math.abs(Number(w) / POINTS_PER_MM - expected.width)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(Number(h) / POINTS_PER_MM - expected.height)).toBeLessThanOrEqual(0.5);

      const document = await PDFDocument.load(bytes);
      expect(document.catalog.getViewerPreferences()?.getPrintScaling()).toBe(PrintScaling.None);

      // Every font is embedded, and the Kazakh letters are real glyphs that read back as text.
      const fonts = execFileSync('/usr/bin/pdffonts', [file], { encoding: 'utf8' })
        .split('\n')
        .slice(2);
      expect(fonts.filter(Boolean).every((line) => / yes /.test(line))).toBe(true);
      const text = execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Шайпұл');
      // The artwork, then the calibration page: its words there and never on the artwork.
      expect(document.getPageCount()).toBe(2);
      expect(pageText(file, 1)).not.toContain(words.calibration);
      expect(pageText(file, 1)).not.toMatch(/50 мм|100 %/);
      expect(pageText(file, 2).replace(/\s+/g, ' ')).toContain(words.calibration);

      execFileSync(POPPLER, [
        '-r',
        '200',
        '-gray',
        '-singlefile',
        file,
        join(work, `${template}-${layout}`),
      ]);
      // Each code names its print as the source (`s`), the tip page passes it on.
      const faces = template === 'tableTent' ? 2 : 1;
      expect(decodeFaces(join(work, `${template}-${layout}.pgm`), faces)).toEqual(
        Array.from({ length: faces }, () => `${address}?s=${SOURCES[template]}`),
      );
    },
  );

  it('prints no boxes and no bidirectional controls: what the font cannot draw is left out', async () => {
    const words = await printWords('en');
    const bytes = await printPdf({
      format: 'card',
      layout: 'business',
      content: {
        name: 'Cafe \u202Eabc',
        subtitle: '茶馆 Bar 🍷 مقهى',
        ...words,
        address: tipPageAddress('https://tips.example', '/', CODE),
      },
      language: 'en',
      title: 'Terrace \u202E7',
      loadFont,
    });
    const file = join(work, 'unprintable.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Cafe abc');
    expect(text).toMatch(/^\s*Bar\s*$/m);
    expect(text).not.toMatch(/[\u202A-\u202E茶馆🍷مقهى]/u);
    // pdftotext reads a box as nothing: the page's own drawing says which glyphs it shows, and
    // glyph 0 (.notdef, the empty box) is never one of them.
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe('Terrace 7');
    expect(shownGlyphs(document).length).toBeGreaterThan(0);
    expect(shownGlyphs(document)).not.toContain(0);
  });

  it('breaks the call to action into even lines, the way the preview does: no word alone', async () => {
    const words = await printWords('en');
    const bytes = await printPdf({
      format: 'tableTent',
      layout: 'horizontal',
      content: {
        name: 'Anna Petrova',
        ...words,
        address: tipPageAddress('https://tips.example', '/', CODE),
      },
      language: 'en',
      title: 'QR',
      loadFont,
    });
    const file = join(work, 'table-tent-en.pdf');
    writeFileSync(file, bytes);
    const lines = pageText(file, 1)
      .split('\n')
      .map((line) => line.trim());
    expect(lines).not.toContain('tip');
    expect(lines.join(' ')).toContain('Scan to leave a tip');
  });

  const sheets = readmeSheets();

  it('has a README row for every A4 sheet, and lays each out as it says', () => {
    expect(Object.keys(sheets).sort()).toEqual(Object.keys(SHEET_TEMPLATE).sort());
    for (const [format, { count, columns, rows }] of Object.entries(sheets)) {
      const grid = sheetGrid(format as SheetFormat);
      expect([grid.columns, grid.rows, grid.columns * grid.rows]).toEqual([columns, rows, count]);
    }
  });

  it.each(Object.keys(SHEET_TEMPLATE) as SheetFormat[])(
    'an A4 sheet of %s: exactly A4, each print at its size between crop marks, every code reads',
    async (format) => {
      const address = tipPageAddress('https://tips.example', '/', CODE);
      const words = await printWords('ru');
      const bytes = await printPdf({
        format,
        layout: DEFAULT_LAYOUT[format],
        content: { name: 'Анна Петрова', subtitle: 'Cafe Pushkin', ...words, address },
        language: 'ru',
        title: 'QR',
        loadFont,
      });
      const file = join(work, `${format}.pdf`);
      writeFileSync(file, bytes);

      const info = execFileSync('/usr/bin/pdfinfo', [file], { encoding: 'utf8' });
      const [, w, h] = /Page size:\s+([\d.]+) x ([\d.]+) pts \(A4\)/.exec(info) ?? [];
      expect([Number(w).toFixed(2), Number(h).toFixed(2)]).toEqual(['595.28', '841.89']);
      expect(info).toMatch(/Pages:\s+2\n/);
      expect(pageText(file, 1)).not.toContain(words.calibration);
      expect(pageText(file, 1)).not.toMatch(/50 мм|100 %/);
      expect(pageText(file, 2).replace(/\s+/g, ' ')).toContain(words.calibration);
      const { count, columns, rows } = sheets[format]!;

      const dpi = 200;
      const pxPerMm = dpi / 25.4;
      execFileSync(POPPLER, ['-r', String(dpi), '-gray', '-singlefile', file, join(work, format)]);
      const image = readPgm(join(work, `${format}.pgm`));
      expect(image.width).toBe(Math.round((A4.width / 25.4) * dpi));
      expect(image.height).toBe(Math.round((A4.height / 25.4) * dpi));

      // The crop marks, read from the pixels in the margin above and left of the grid: one on
      // each cut, a print's width (height) apart, within 0.5 mm.
      const grid = sheetGrid(format);
      const { width, height } = grid.item;
      const markMiddle = CROP_MARK.offset + CROP_MARK.length / 2;
      const across = darkRuns(image, 'row', Math.round((grid.y - markMiddle) * pxPerMm));
      const down = darkRuns(image, 'column', Math.round((grid.x - markMiddle) * pxPerMm));
      expect(across).toHaveLength(columns + 1);
      expect(down).toHaveLength(rows + 1);
      for (const step of differences(across))
        expect(Math.abs(step / pxPerMm - width)).toBeLessThanOrEqual(0.5);
      for (const step of differences(down))
        expect(Math.abs(step / pxPerMm - height)).toBeLessThanOrEqual(0.5);

      // Each print, cut out between its marks, holds a code that reads as the tip page.
      const read = across
        .slice(0, -1)
        .flatMap((left, column) =>
          down
            .slice(0, -1)
            .map((top, row) =>
              decodeArea(
                image,
                Math.round(left),
                Math.round(top),
                Math.round(across[column + 1]! - left),
                Math.round(down[row + 1]! - top),
              ),
            ),
        );
      expect(read).toEqual(Array.from({ length: count }, () => `${address}?s=a`));
    },
  );

  it('encodes the team page for a team’s own code and the tip page for the others', () => {
    expect(tipPageAddress('https://tips.example', '/', TEAM_CODE)).toBe(
      'https://tips.example/t/b0000000-0000-4000-8000-000000000001',
    );
    expect(tipPageAddress('https://tips.example', '/app/kz/', CODE)).toBe(
      'https://tips.example/app/kz/a0000000-0000-4000-8000-000000000001',
    );
  });
});
