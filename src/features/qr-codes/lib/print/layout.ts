import type { QrTemplate } from '@/api/generated/model/qrTemplate';
import { CALIBRATION_MM, TEMPLATE_SIZES, type PrintLayout } from './print-spec';
import { qrModules } from './qr-matrix';

/*
 * One drawing per template and layout, in millimetres from the page's top left corner. The
 * on-screen preview (SVG) and the PDF both draw this same list, so what the preview shows is
 * what prints; only the renderers differ.
 */

export type FontWeight = 400 | 700;
/** Width in millimetres of `text` set at `size` millimetres: the renderer's own font metrics. */
export type Measure = (text: string, size: number, weight: FontWeight) => number;

export const PRINT_COLORS = {
  ink: '#1c1d29',
  muted: '#555a6e',
  accent: '#4b3fd1',
  onAccent: '#ffffff',
  guide: '#9aa0b4',
  paper: '#ffffff',
} as const;

export type DrawItem =
  | { type: 'rect'; x: number; y: number; width: number; height: number; fill: string }
  /** A rounded frame: the sticker's cut line. */
  | {
      type: 'frame';
      x: number;
      y: number;
      width: number;
      height: number;
      radius: number;
      stroke: string;
      strokeWidth: number;
    }
  | {
      type: 'line';
      x1: number;
      y1: number;
      x2: number;
      y2: number;
      stroke: string;
      strokeWidth: number;
      dashed?: boolean;
    }
  | {
      type: 'text';
      /** Baseline position. */
      x: number;
      y: number;
      text: string;
      size: number;
      weight: FontWeight;
      anchor: 'start' | 'middle';
      fill: string;
    }
  /** The recipient's or team's photo in a circle; their initials on a tint without one. */
  | { type: 'photo'; cx: number; cy: number; radius: number; name: string }
  /** A QR code, quiet zone included, `size` millimetres square. */
  | { type: 'qr'; x: number; y: number; size: number; modules: boolean[][] }
  /** Items turned upside down about (cx, cy): the back face of the table tent. */
  | { type: 'turned'; cx: number; cy: number; items: DrawItem[] };

export interface Drawing {
  template: QrTemplate;
  layout: PrintLayout;
  /** Page size in millimetres. */
  width: number;
  height: number;
  items: DrawItem[];
}

/** What a print shows, already in the print's language. */
export interface PrintContent {
  /** The recipient's or the team's name. */
  name: string;
  /** A second line: the team of a member's code, the title of a code of one's own making. */
  subtitle?: string;
  /** The call to action. */
  callToAction: string;
  /** The words beside the calibration mark. */
  calibration: string;
  /** The full https address the code leads to. */
  address: string;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Height of the strip at the bottom of every page that holds the calibration mark. */
const CALIBRATION_STRIP_MM = 6;
const LINE_HEIGHT = 1.25;

/** Splits `text` into lines no wider than `maxWidth` (a word longer than that keeps a line). */
function wrap(text: string, maxWidth: number, size: number, weight: FontWeight, measure: Measure) {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`, size, weight) <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Cuts `line` with an ellipsis until it is no wider than `maxWidth`. */
function ellipsize(
  line: string,
  maxWidth: number,
  size: number,
  weight: FontWeight,
  measure: Measure,
) {
  let chars = [...line];
  let shown = line;
  while (chars.length > 1 && measure(shown, size, weight) > maxWidth) {
    chars = chars.slice(0, -1);
    shown = `${chars.join('').trimEnd()}…`;
  }
  return shown;
}

/**
 * `text` in at most `maxLines` lines of `maxWidth`: set smaller (down to 60 %) until it fits,
 * then cut with an ellipsis. Long names and Kazakh calls to action stay inside the page.
 */
function fitText(
  text: string,
  maxWidth: number,
  size: number,
  weight: FontWeight,
  measure: Measure,
  maxLines: number,
): { lines: string[]; size: number } {
  const minSize = size * 0.6;
  for (let current = size; ; current *= 0.92) {
    const lines = wrap(text, maxWidth, current, weight, measure);
    const fits =
      lines.length <= maxLines && lines.every((line) => measure(line, current, weight) <= maxWidth);
    if (fits || current * 0.92 < minSize) {
      const kept = lines.slice(0, maxLines);
      if (lines.length > maxLines) kept[maxLines - 1] = `${kept[maxLines - 1]} …`;
      return {
        lines: kept.map((line) => ellipsize(line, maxWidth, current, weight, measure)),
        size: current,
      };
    }
  }
}

interface TextBlock {
  lines: string[];
  size: number;
  weight: FontWeight;
  fill: string;
  height: number;
}

function textBlock(
  text: string,
  maxWidth: number,
  size: number,
  weight: FontWeight,
  fill: string,
  measure: Measure,
  maxLines: number,
): TextBlock {
  const fitted = fitText(text, maxWidth, size, weight, measure, maxLines);
  return { ...fitted, weight, fill, height: fitted.lines.length * fitted.size * LINE_HEIGHT };
}

/** The items of a text block whose top is at `top`. */
function placeText(
  block: TextBlock,
  x: number,
  top: number,
  anchor: 'start' | 'middle',
): DrawItem[] {
  return block.lines.map((text, index) => ({
    type: 'text',
    x,
    // The baseline sits about 0.9 em below the top of a line box of 1.25 em.
    y: top + block.size * (0.95 + index * LINE_HEIGHT),
    text,
    size: block.size,
    weight: block.weight,
    anchor,
    fill: block.fill,
  }));
}

const EMPTY_BLOCK: TextBlock = { lines: [], size: 0, weight: 400, fill: '', height: 0 };

/** Photo, name and code stacked, the call to action under the code. */
function vertical(box: Box, content: PrintContent, measure: Measure, modules: boolean[][]) {
  const unit = Math.min(box.width, box.height);
  const gap = unit * 0.035;
  const centre = box.x + box.width / 2;
  const name = textBlock(content.name, box.width, unit * 0.08, 700, PRINT_COLORS.ink, measure, 1);
  const subtitle = content.subtitle
    ? textBlock(content.subtitle, box.width, unit * 0.05, 400, PRINT_COLORS.muted, measure, 1)
    : EMPTY_BLOCK;
  const cta = textBlock(
    content.callToAction,
    box.width,
    unit * 0.065,
    700,
    PRINT_COLORS.accent,
    measure,
    2,
  );
  const textHeight = name.height + subtitle.height + cta.height + gap * 2;
  let photo = unit * 0.2;
  let qr = Math.min(box.width, box.height - textHeight - photo - gap);
  // A short page gives the photo's room to the code: the code must stay large enough to scan.
  if (qr < unit * 0.55) {
    photo = 0;
    qr = Math.min(box.width, box.height - textHeight);
  }
  let top = box.y + (box.height - (textHeight + (photo ? photo + gap : 0) + qr)) / 2;
  const items: DrawItem[] = [];
  if (photo) {
    items.push({
      type: 'photo',
      cx: centre,
      cy: top + photo / 2,
      radius: photo / 2,
      name: content.name,
    });
    top += photo + gap;
  }
  items.push(...placeText(name, centre, top, 'middle'));
  top += name.height;
  items.push(...placeText(subtitle, centre, top, 'middle'));
  top += subtitle.height + gap;
  items.push({ type: 'qr', x: centre - qr / 2, y: top, size: qr, modules });
  top += qr + gap;
  items.push(...placeText(cta, centre, top, 'middle'));
  return items;
}

/**
 * The code on the right, the person on the left: centred (horizontal) or set left against an
 * accent band, like a business card (business).
 */
function sideBySide(
  box: Box,
  content: PrintContent,
  measure: Measure,
  modules: boolean[][],
  style: 'horizontal' | 'business',
) {
  const business = style === 'business';
  const qr = Math.min(box.height, box.width * (business ? 0.44 : 0.5));
  const gap = box.width * 0.05;
  const column = { x: box.x, width: box.width - qr - gap };
  const unit = Math.min(box.height, column.width * 1.4);
  const name = textBlock(
    content.name,
    column.width,
    unit * 0.11,
    700,
    PRINT_COLORS.ink,
    measure,
    2,
  );
  const subtitle = content.subtitle
    ? textBlock(content.subtitle, column.width, unit * 0.065, 400, PRINT_COLORS.muted, measure, 1)
    : EMPTY_BLOCK;
  const cta = textBlock(
    content.callToAction,
    column.width,
    unit * 0.08,
    700,
    PRINT_COLORS.accent,
    measure,
    3,
  );
  const spacing = unit * 0.05;
  const textHeight = name.height + subtitle.height + cta.height + spacing;
  const photo = Math.max(
    0,
    Math.min(unit * (business ? 0.24 : 0.3), box.height - textHeight - spacing),
  );
  const items: DrawItem[] = [
    { type: 'qr', x: box.x + box.width - qr, y: box.y + (box.height - qr) / 2, size: qr, modules },
  ];
  const anchor = business ? 'start' : 'middle';
  const x = business ? column.x : column.x + column.width / 2;
  const stack = textHeight + (photo > unit * 0.1 ? photo + spacing : 0);
  let top = box.y + (box.height - stack) / 2;
  if (photo > unit * 0.1) {
    items.push({
      type: 'photo',
      cx: business ? column.x + photo / 2 : x,
      cy: top + photo / 2,
      radius: photo / 2,
      name: content.name,
    });
    top += photo + spacing;
  }
  items.push(...placeText(name, x, top, anchor));
  top += name.height;
  items.push(...placeText(subtitle, x, top, anchor));
  top += subtitle.height + spacing;
  items.push(...placeText(cta, x, top, anchor));
  return items;
}

/** A sticker: a cut line, the photo beside the name, a big code, the call to action on a band. */
function sticker(
  face: Box,
  box: Box,
  content: PrintContent,
  measure: Measure,
  modules: boolean[][],
) {
  const unit = Math.min(box.width, box.height);
  const gap = unit * 0.04;
  const centre = box.x + box.width / 2;
  const photo = unit * 0.13;
  const name = textBlock(
    content.name,
    box.width - photo - gap,
    unit * 0.07,
    700,
    PRINT_COLORS.ink,
    measure,
    1,
  );
  const bandPadding = unit * 0.03;
  const cta = textBlock(
    content.callToAction,
    box.width - bandPadding * 2,
    unit * 0.055,
    700,
    PRINT_COLORS.onAccent,
    measure,
    1,
  );
  const band = cta.height + bandPadding * 2;
  const qr = Math.min(box.width, box.height - photo - band - gap * 2);
  const top = box.y + (box.height - (photo + qr + band + gap * 2)) / 2;
  const nameWidth = Math.max(...name.lines.map((line) => measure(line, name.size, 700)), 0);
  const rowStart = centre - (photo + gap + nameWidth) / 2;
  const inset = 1.5;
  const items: DrawItem[] = [
    {
      type: 'frame',
      x: face.x + inset,
      y: face.y + inset,
      width: face.width - inset * 2,
      height: face.height - inset * 2,
      radius: unit * 0.08,
      stroke: PRINT_COLORS.guide,
      strokeWidth: 0.25,
    },
    {
      type: 'photo',
      cx: rowStart + photo / 2,
      cy: top + photo / 2,
      radius: photo / 2,
      name: content.name,
    },
    ...placeText(name, rowStart + photo + gap, top + (photo - name.height) / 2, 'start'),
    { type: 'qr', x: centre - qr / 2, y: top + photo + gap, size: qr, modules },
    {
      type: 'rect',
      x: box.x,
      y: top + photo + qr + gap * 2,
      width: box.width,
      height: band,
      fill: PRINT_COLORS.accent,
    },
    ...placeText(cta, centre, top + photo + qr + gap * 2 + bandPadding, 'middle'),
  ];
  return items;
}

/** One face of a print: its layout inside the face's margins. */
function faceItems(
  layout: PrintLayout,
  face: Box,
  content: PrintContent,
  measure: Measure,
  modules: boolean[][],
  holdsCalibration: boolean,
): DrawItem[] {
  const margin = Math.min(8, Math.max(3, Math.min(face.width, face.height) * 0.06));
  const bottom = holdsCalibration ? CALIBRATION_STRIP_MM + 1 : margin;
  const box = {
    x: face.x + margin,
    y: face.y + margin,
    width: face.width - margin * 2,
    height: face.height - margin - bottom,
  };
  const items: DrawItem[] = [];
  if (layout === 'business') {
    items.push({
      type: 'rect',
      x: face.x,
      y: face.y,
      width: Math.max(2, face.width * 0.03),
      height: face.height,
      fill: PRINT_COLORS.accent,
    });
    box.x += face.width * 0.02;
    box.width -= face.width * 0.02;
  }
  if (layout === 'vertical') items.push(...vertical(box, content, measure, modules));
  else if (layout === 'sticker') items.push(...sticker(face, box, content, measure, modules));
  else items.push(...sideBySide(box, content, measure, modules, layout));
  return items;
}

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

/** A rough measure (Noto Sans averages about 0.55 em a letter): before any font is at hand. */
export const estimateWidth: Measure = (text, size, weight) =>
  [...text].length * size * (weight === 700 ? 0.58 : 0.54);
