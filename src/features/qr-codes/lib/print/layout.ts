import type { QrTemplate } from '@/api/generated/model/qrTemplate';
import {
  PRINT_COLORS,
  type DrawItem,
  type Drawing,
  type Measure,
  type PrintContent,
} from './drawing';
import { faceItems } from './faces';
import {
  CALIBRATION_MM,
  CROP_MARK,
  isSheet,
  pageSize,
  PRINT_SOURCE,
  sheetGrid,
  TEMPLATE_SIZES,
  templateOf,
  type PrintFormat,
  type PrintLayout,
  type SheetGrid,
} from './print-spec';
import { withSource } from '../tip-page';
import { qrModules } from './qr-matrix';
import { placeText, textBlock } from './text-block';

/** One print of a template, from its top left corner: the finished artwork, nothing else. */
function templateItems(
  template: QrTemplate,
  layout: PrintLayout,
  content: PrintContent,
  measure: Measure,
  modules: boolean[][],
): DrawItem[] {
  const { width, height } = TEMPLATE_SIZES[template];
  if (template !== 'tableTent')
    return faceItems(layout, { x: 0, y: 0, width, height }, content, measure, modules);
  // Two faces back to back: the top one upside down, so both stand upright once folded.
  const half = height / 2;
  return [
    {
      type: 'turned',
      cx: width / 2,
      cy: half / 2,
      items: faceItems(layout, { x: 0, y: 0, width, height: half }, content, measure, modules),
    },
    {
      type: 'line',
      x1: 0,
      y1: half,
      x2: width,
      y2: half,
      stroke: PRINT_COLORS.guide,
      strokeWidth: 0.2,
      dashed: true,
    },
    ...faceItems(layout, { x: 0, y: half, width, height: half }, content, measure, modules),
  ];
}

/**
 * Crop marks of a sheet's grid: a short line in the margin on the extension of every cut, so
 * a guillotine or a knife finds each print's exact edges; nothing is drawn inside the grid.
 */
function cropMarks({ columns, rows, x, y, item }: SheetGrid): DrawItem[] {
  const right = x + columns * item.width;
  const bottom = y + rows * item.height;
  const { offset, length } = CROP_MARK;
  const mark = (x1: number, y1: number, x2: number, y2: number): DrawItem => ({
    type: 'line',
    x1,
    y1,
    x2,
    y2,
    stroke: PRINT_COLORS.ink,
    strokeWidth: 0.25,
  });
  const items: DrawItem[] = [];
  for (let column = 0; column <= columns; column += 1) {
    const at = x + column * item.width;
    items.push(
      mark(at, y - offset - length, at, y - offset),
      mark(at, bottom + offset, at, bottom + offset + length),
    );
  }
  for (let row = 0; row <= rows; row += 1) {
    const at = y + row * item.height;
    items.push(
      mark(x - offset - length, at, x - offset, at),
      mark(right + offset, at, right + offset + length, at),
    );
  }
  return items;
}

/**
 * The drawing of a format in a layout: one print at its template's size, or an A4 sheet of
 * them edge to edge with crop marks around. The artwork only: the calibration mark has a page
 * of its own (calibrationPage).
 */
export function layoutPrint(
  format: PrintFormat,
  layout: PrintLayout,
  content: PrintContent,
  measure: Measure,
): Drawing {
  const { width, height } = pageSize(format);
  const modules = qrModules(withSource(content.address, PRINT_SOURCE[format]));
  const items: DrawItem[] = [{ type: 'rect', x: 0, y: 0, width, height, fill: PRINT_COLORS.paper }];
  if (!isSheet(format)) {
    items.push(...templateItems(format, layout, content, measure, modules));
    return { format, layout, width, height, items };
  }
  const grid = sheetGrid(format);
  const one = templateItems(templateOf(format), layout, content, measure, modules);
  for (let row = 0; row < grid.rows; row += 1)
    for (let column = 0; column < grid.columns; column += 1)
      items.push({
        type: 'moved',
        dx: grid.x + column * grid.item.width,
        dy: grid.y + row * grid.item.height,
        items: one,
      });
  items.push(...cropMarks(grid));
  return { format, layout, width, height, items };
}

/**
 * The PDF's last page, of the artwork's size: a 50 mm line with end ticks and its words, to
 * measure that the printer did not scale. Kept off the artwork, which is cut and handed out.
 */
export function calibrationPage(
  width: number,
  height: number,
  words: string,
  measure: Measure,
): DrawItem[] {
  const start = (width - CALIBRATION_MM) / 2;
  const y = height / 2;
  const tick = 2;
  const stroke = { stroke: PRINT_COLORS.ink, strokeWidth: 0.3 };
  const label = textBlock(words, width - 6, 3, 400, PRINT_COLORS.ink, measure, 3);
  return [
    { type: 'rect', x: 0, y: 0, width, height, fill: PRINT_COLORS.paper },
    { type: 'line', x1: start, y1: y, x2: start + CALIBRATION_MM, y2: y, ...stroke },
    { type: 'line', x1: start, y1: y - tick, x2: start, y2: y + tick, ...stroke },
    {
      type: 'line',
      x1: start + CALIBRATION_MM,
      y1: y - tick,
      x2: start + CALIBRATION_MM,
      y2: y + tick,
      ...stroke,
    },
    ...placeText(label, width / 2, y - tick - 1 - label.height, 'middle'),
  ];
}
