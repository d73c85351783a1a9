// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, PrintScaling } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { tipPageAddress } from '../tip-page';
import { printPdf, type FontLoader } from './pdf';
import { POINTS_PER_MM, PRINT_LAYOUTS, QR_TEMPLATES } from './print-spec';
import { printWords } from './print-words';

/*
 * The print is right when a printer would make it right: for every template and layout the
 * PDF's page is the README's size (within 0.5 mm, read by poppler's pdfinfo), poppler renders it
 * to pixels as a printer driver would, and an independent decoder (jsQR) reads from those pixels
 * the code's tip page address. Needs Debian's poppler-utils (scripts/run.sh installs it).
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

/**
 * The QR codes a rendered page (a PGM image) reads as, one per face: the table tent's two
 * halves each hold a code (one upside down), the other templates one.
 */
function decodeFaces(file: string, faces: number): Array<string | undefined> {
  const bytes = readFileSync(file);
  const header = /^P5\s+(\d+)\s+(\d+)\s+\d+\s/.exec(bytes.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error(`${file} is not a PGM image`);
  const width = Number(header[1]);
  const height = Math.floor(Number(header[2]) / faces);
  const grey = bytes.subarray(header[0].length);
  return Array.from({ length: faces }, (_, face) => {
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i += 1) {
      const level = grey[face * width * height + i]!;
      data.set([level, level, level, 255], i * 4);
    }
    return jsQR(data, width, height)?.data;
  });
}

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
        template,
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

      execFileSync(POPPLER, [
        '-r',
        '200',
        '-gray',
        '-singlefile',
        file,
        join(work, `${template}-${layout}`),
      ]);
      const faces = template === 'tableTent' ? 2 : 1;
      expect(decodeFaces(join(work, `${template}-${layout}.pgm`), faces)).toEqual(
        Array.from({ length: faces }, () => address),
      );
    },
  );

  it('prints no boxes and no bidirectional controls: what the font cannot draw is left out', async () => {
    const words = await printWords('en');
    const bytes = await printPdf({
      template: 'card',
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

  it('encodes the team page for a team’s own code and the tip page for the others', () => {
    expect(tipPageAddress('https://tips.example', '/', TEAM_CODE)).toBe(
      'https://tips.example/t/b0000000-0000-4000-8000-000000000001',
    );
    expect(tipPageAddress('https://tips.example', '/app/kz/', CODE)).toBe(
      'https://tips.example/app/kz/a0000000-0000-4000-8000-000000000001',
    );
  });
});
