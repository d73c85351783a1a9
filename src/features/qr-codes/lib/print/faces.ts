import { PRINT_COLORS, type Box, type DrawItem, type Measure, type PrintContent } from './drawing';
import type { PrintLayout } from './print-spec';
import { EMPTY_BLOCK, placeText, textBlock } from './text-block';

/* Each layout's arrangement of photo, name, code and call to action inside one face. */

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
export function faceItems(
  layout: PrintLayout,
  face: Box,
  content: PrintContent,
  measure: Measure,
  modules: boolean[][],
): DrawItem[] {
  const margin = Math.min(8, Math.max(3, Math.min(face.width, face.height) * 0.06));
  const box = {
    x: face.x + margin,
    y: face.y + margin,
    width: face.width - margin * 2,
    height: face.height - margin * 2,
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
