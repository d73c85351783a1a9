import { QrTemplate } from '@/api/generated/model/qrTemplate';

/*
 * The physical side of the prints (spec section 2): "physical sizes 148, 120, 60 and 55 are
 * multiplied by a scale factor of 2.85", units not shown. Our reading, in one place: the sizes
 * are millimetres and 2.85 is the points per millimetre of a print (72 pt per inch / 25.4 mm
 * = 2.835; the spec's 2.85 is that, rounded: taken literally it would make a 148 mm page
 * 0.8 mm too wide). The README's table lists the same sizes; the print test holds every PDF
 * to it within 0.5 mm.
 */

/** PDF points per millimetre: the spec's "scale factor 2.85". */
export const POINTS_PER_MM = 72 / 25.4;

/** The templates in the spec's order, which is also the order of its sizes. */
export const QR_TEMPLATES: readonly QrTemplate[] = [
  QrTemplate.tableTent,
  QrTemplate.sticker,
  QrTemplate.qrCode,
  QrTemplate.card,
];

export interface TemplateSize {
  /** The spec's number for the template: its width, in millimetres. */
  width: number;
  /** Our choice of the other side, in millimetres (README). */
  height: number;
}

/**
 * Page size of each template, in millimetres. The spec gives one number each (148, 120, 60,
 * 55 in the order tableTent, sticker, qrCode, card); the card's 55 is the height of a
 * business card (85 × 55), the others are widths.
 */
export const TEMPLATE_SIZES: Record<QrTemplate, TemplateSize> = {
  // A5, folded across the middle into a tent of two 148 × 105 faces.
  tableTent: { width: 148, height: 210 },
  sticker: { width: 120, height: 120 },
  qrCode: { width: 60, height: 60 },
  card: { width: 85, height: 55 },
};

/** Print layouts (spec section 2): where the name, photo, call to action and code sit. */
export const PRINT_LAYOUTS = ['horizontal', 'business', 'vertical', 'sticker'] as const;
export type PrintLayout = (typeof PRINT_LAYOUTS)[number];

/** The layout each template opens with; any layout fits any template. */
export const DEFAULT_LAYOUT: Record<QrTemplate, PrintLayout> = {
  tableTent: 'horizontal',
  sticker: 'sticker',
  qrCode: 'vertical',
  card: 'business',
};

/** Length of the calibration mark on every print: measure it to see the printer did not scale. */
export const CALIBRATION_MM = 50;
