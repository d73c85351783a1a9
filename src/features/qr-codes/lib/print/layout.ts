import type { QrTemplate } from '@/api/generated/model/qrTemplate';
import {
  PRINT_COLORS,
  type DrawItem,
  type Drawing,
  type Measure,
  type PrintContent,
} from './drawing';
import { faceItems } from './faces';
import { CALIBRATION_MM, TEMPLATE_SIZES, type PrintLayout } from './print-spec';
import { qrModules } from './qr-matrix';
import { placeText, textBlock } from './text-block';

/** A 50 mm line with end ticks and its words, at the bottom of the page. */
function calibrationMark(
  width: number,
  height: number,
  words: string,
  measure: Measure,
): DrawItem[] {
  const start = (width - CALIBRATION_MM) / 2;
  const y = height - 2;
  const tick = 1.2;
  const stroke = { stroke: PRINT_COLORS.muted, strokeWidth: 0.2 };
  const label = textBlock(words, width - 4, 1.8, 400, PRINT_COLORS.muted, measure, 1);
  return [
    { type: 'line', x1: start, y1: y, x2: start + CALIBRATION_MM, y2: y, ...stroke },
    { type: 'line', x1: start, y1: y - tick, x2: start, y2: y + tick / 2, ...stroke },
    {
      type: 'line',
      x1: start + CALIBRATION_MM,
      y1: y - tick,
      x2: start + CALIBRATION_MM,
      y2: y + tick / 2,
      ...stroke,
    },
    ...placeText(label, width / 2, y - tick - label.height, 'middle'),
  ];
}

/** The drawing of a template in a layout. */
export function layoutPrint(
  template: QrTemplate,
  layout: PrintLayout,
  content: PrintContent,
  measure: Measure,
): Drawing {
  const { width, height } = TEMPLATE_SIZES[template];
  const modules = qrModules(content.address);
  const items: DrawItem[] = [{ type: 'rect', x: 0, y: 0, width, height, fill: PRINT_COLORS.paper }];
  if (template === 'tableTent') {
    // Two faces back to back: the top one upside down, so both stand upright once folded.
    const half = height / 2;
    const front = { x: 0, y: half, width, height: half };
    const back = { x: 0, y: 0, width, height: half };
    items.push(
      {
        type: 'turned',
        cx: width / 2,
        cy: half / 2,
        items: faceItems(layout, back, content, measure, modules, false),
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
      ...faceItems(layout, front, content, measure, modules, true),
    );
  } else {
    items.push(
      ...faceItems(layout, { x: 0, y: 0, width, height }, content, measure, modules, true),
    );
  }
  items.push(...calibrationMark(width, height, content.calibration, measure));
  return { template, layout, width, height, items };
}
