import {
  concatTransformationMatrix,
  PDFDocument,
  popGraphicsState,
  PrintScaling,
  pushGraphicsState,
  rgb,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import { initials, tintFor } from '@/components/ui/avatar/initials';
import { withoutBidiControls } from '@/lib/bidi';
import { printableContent } from '@/lib/pdf/font-coverage';
import { embedFonts, type FontStack } from '@/lib/pdf/font-stack';
import type { FontLoader, FontWeight } from '@/lib/pdf/fonts';
import { PRINT_COLORS, type DrawItem, type PrintContent } from './drawing';
import { calibrationPage, layoutPrint } from './layout';
import { POINTS_PER_MM, type PrintFormat, type PrintLayout } from './print-spec';
import { qrPath } from './qr-matrix';

/*
 * The print itself: a vector PDF at the template's exact size (or A4 for a sheet), the fonts
 * embedded (only the letters used), and "print scaling: none" in its viewer preferences so a
 * viewer prints it at 100 %. The artwork is the first page; the calibration mark is alone on
 * the last. Loaded only when a person asks for a PDF (pdf-lib and fontkit are large).
 */

function colorOf(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255);
}

/** A rounded rectangle as an SVG path from its top left corner (y down), in points. */
function roundedRectPath(width: number, height: number, radius: number): string {
  const r = Math.min(radius, width / 2, height / 2);
  return [
    `M${r} 0H${width - r}Q${width} 0 ${width} ${r}`,
    `V${height - r}Q${width} ${height} ${width - r} ${height}`,
    `H${r}Q0 ${height} 0 ${height - r}V${r}Q0 0 ${r} 0Z`,
  ].join('');
}

interface Canvas {
  page: PDFPage;
  fonts: Record<FontWeight, FontStack>;
  photo: PDFImage | null;
  /** Page height in millimetres: PDF measures y from the bottom. */
  height: number;
}

const pt = (mm: number) => mm * POINTS_PER_MM;

function drawText(canvas: Canvas, item: Omit<Extract<DrawItem, { type: 'text' }>, 'type'>) {
  const stack = canvas.fonts[item.weight];
  const size = pt(item.size);
  let x = pt(item.x) - (item.anchor === 'middle' ? stack.width(item.text, size) / 2 : 0);
  for (const run of stack.runs(item.text)) {
    canvas.page.drawText(run.text, {
      x,
      y: pt(canvas.height - item.y),
      size,
      font: run.font,
      color: colorOf(item.fill),
    });
    x += run.font.widthOfTextAtSize(run.text, size);
  }
}

function drawItem(canvas: Canvas, item: DrawItem): void {
  const { page, height } = canvas;
  switch (item.type) {
    case 'rect':
      page.drawRectangle({
        x: pt(item.x),
        y: pt(height - item.y - item.height),
        width: pt(item.width),
        height: pt(item.height),
        color: colorOf(item.fill),
      });
      return;
    case 'frame':
      page.drawSvgPath(roundedRectPath(pt(item.width), pt(item.height), pt(item.radius)), {
        x: pt(item.x),
        y: pt(height - item.y),
        borderColor: colorOf(item.stroke),
        borderWidth: pt(item.strokeWidth),
      });
      return;
    case 'line':
      page.drawLine({
        start: { x: pt(item.x1), y: pt(height - item.y1) },
        end: { x: pt(item.x2), y: pt(height - item.y2) },
        thickness: pt(item.strokeWidth),
        color: colorOf(item.stroke),
        ...(item.dashed ? { dashArray: [pt(2), pt(1.5)] } : {}),
      });
      return;
    case 'text':
      drawText(canvas, item);
      return;
    case 'photo':
      if (canvas.photo) {
        page.drawImage(canvas.photo, {
          x: pt(item.cx - item.radius),
          y: pt(height - item.cy - item.radius),
          width: pt(item.radius * 2),
          height: pt(item.radius * 2),
        });
        return;
      }
      page.drawCircle({
        x: pt(item.cx),
        y: pt(height - item.cy),
        size: pt(item.radius),
        color: colorOf(tintFor(item.name)),
      });
      drawText(canvas, {
        x: item.cx,
        y: item.cy + item.radius * 0.28,
        text: initials(item.name),
        size: item.radius * 0.8,
        weight: 700,
        anchor: 'middle',
        fill: PRINT_COLORS.ink,
      });
      return;
    case 'qr':
      page.drawRectangle({
        x: pt(item.x),
        y: pt(height - item.y - item.size),
        width: pt(item.size),
        height: pt(item.size),
        color: colorOf(PRINT_COLORS.paper),
      });
      page.drawSvgPath(qrPath(item.modules), {
        x: pt(item.x),
        y: pt(height - item.y),
        scale: pt(item.size / item.modules.length),
        color: rgb(0, 0, 0),
      });
      return;
    case 'turned':
      // Half a turn about the centre: x' = 2cx - x, y' = 2cy - y, in PDF space.
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(-1, 0, 0, -1, 2 * pt(item.cx), 2 * pt(height - item.cy)),
      );
      for (const child of item.items) drawItem(canvas, child);
      page.pushOperators(popGraphicsState());
      return;
    case 'moved':
      // Down the page is down in PDF space's y, which grows upwards.
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(1, 0, 0, 1, pt(item.dx), -pt(item.dy)),
      );
      for (const child of item.items) drawItem(canvas, child);
      page.pushOperators(popGraphicsState());
      return;
  }
}

export interface PrintRequest {
  /** A template at its size, or an A4 sheet of one. */
  format: PrintFormat;
  layout: PrintLayout;
  content: PrintContent;
  /** The print's language tag (the PDF says it for screen readers). */
  language: string;
  /** The document's title (viewers show it). */
  title: string;
  loadFont: FontLoader;
  /** The photo as a square PNG, transparent outside its circle; initials are printed without. */
  photoPng?: Uint8Array | undefined;
}

/**
 * The PDF of a format in a layout. The name and the second line print without bidirectional
 * controls and without what the embedded fonts cannot draw (font-coverage.ts): never a box.
 */
export async function printPdf({
  format,
  layout,
  content: given,
  language,
  title,
  loadFont,
  photoPng,
}: PrintRequest): Promise<Uint8Array> {
  const content = printableContent(given);
  const doc = await PDFDocument.create();
  doc.setTitle(withoutBidiControls(title), { showInWindowTitleBar: true });
  doc.setLanguage(language);
  doc.setCreator('Tips');
  doc.catalog.getOrCreateViewerPreferences().setPrintScaling(PrintScaling.None);
  const texts = [
    content.name,
    content.subtitle ?? '',
    content.callToAction,
    content.calibration,
    '…',
  ];
  const fonts = await embedFonts(doc, [...texts, initials(content.name)], loadFont);
  const measure = (text: string, size: number, weight: FontWeight) =>
    fonts[weight].width(text, size);
  const drawing = layoutPrint(format, layout, content, measure);
  const photo = photoPng ? await doc.embedPng(photoPng) : null;
  const pages = [
    drawing.items,
    calibrationPage(drawing.width, drawing.height, content.calibration, measure),
  ];
  for (const items of pages) {
    const page = doc.addPage([pt(drawing.width), pt(drawing.height)]);
    const canvas: Canvas = { page, fonts, photo, height: drawing.height };
    for (const item of items) drawItem(canvas, item);
  }
  return doc.save();
}
