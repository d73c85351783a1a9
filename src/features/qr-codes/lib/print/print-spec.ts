import type { QrSource } from '@/api/generated/model/qrSource';
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

/**
 * A4 sheets of one template, several to a page with crop marks: how venues print stickers,
 * labels and cards. Not a template of the contract (the server knows only the four): a print
 * format of this screen's own.
 */
export const SHEET_TEMPLATE = {
  stickerSheet: QrTemplate.sticker,
  qrCodeSheet: QrTemplate.qrCode,
  cardSheet: QrTemplate.card,
} as const satisfies Record<string, QrTemplate>;
export type SheetFormat = keyof typeof SHEET_TEMPLATE;
const SHEET_FORMATS = Object.keys(SHEET_TEMPLATE) as SheetFormat[];

/** What the template menu offers: one print at its size, or an A4 sheet of them. */
export type PrintFormat = QrTemplate | SheetFormat;
export const PRINT_FORMATS: readonly PrintFormat[] = [...QR_TEMPLATES, ...SHEET_FORMATS];

export const isSheet = (format: PrintFormat): format is SheetFormat => format in SHEET_TEMPLATE;

/** The template a format prints (a sheet's, or the format itself). */
export const templateOf = (format: PrintFormat): QrTemplate =>
  isSheet(format) ? SHEET_TEMPLATE[format] : format;

/** ISO A4, in millimetres (595.28 × 841.89 pt). */
export const A4: TemplateSize = { width: 210, height: 297 };

/** A sheet's room around its grid: the crop marks sit in it, clear of the printer's margin. */
export const SHEET_MARGIN_MM = 11;

/** Crop marks: a gap from the grid, then a line this long, in the margin only. */
export const CROP_MARK = { offset: 1.5, length: 4 } as const;

export interface SheetGrid {
  columns: number;
  rows: number;
  /** The grid's top left corner on the page. */
  x: number;
  y: number;
  /** One print's size: the template's. */
  item: TemplateSize;
}

/**
 * As many prints as fit A4 inside its margin, edge to edge (one cut between two neighbours),
 * the grid centred: 10 business cards (2 × 5), 12 labels (3 × 4), 2 stickers (1 × 2).
 */
export function sheetGrid(format: SheetFormat): SheetGrid {
  const item = TEMPLATE_SIZES[SHEET_TEMPLATE[format]];
  const columns = Math.floor((A4.width - SHEET_MARGIN_MM * 2) / item.width);
  const rows = Math.floor((A4.height - SHEET_MARGIN_MM * 2) / item.height);
  return {
    columns,
    rows,
    x: (A4.width - columns * item.width) / 2,
    y: (A4.height - rows * item.height) / 2,
    item,
  };
}

export function printsPerSheet(format: SheetFormat): number {
  const { columns, rows } = sheetGrid(format);
  return columns * rows;
}

/** The page of a format: the template's own, or A4. */
export const pageSize = (format: PrintFormat): TemplateSize =>
  isSheet(format) ? A4 : TEMPLATE_SIZES[format];

/** The layout each format opens with (a sheet: its template's); any layout fits any template. */
export const DEFAULT_LAYOUT: Record<PrintFormat, PrintLayout> = {
  tableTent: 'horizontal',
  sticker: 'sticker',
  qrCode: 'vertical',
  card: 'business',
  stickerSheet: 'sticker',
  qrCodeSheet: 'vertical',
  cardSheet: 'business',
};

/**
 * The source each format's code names in its address (contract QrSource), so the code's page
 * tells which print brings the tips: every A4 sheet is one source, a sheet whatever it holds.
 */
export const PRINT_SOURCE: Record<PrintFormat, QrSource> = {
  tableTent: 't',
  sticker: 's',
  qrCode: 'l',
  card: 'c',
  stickerSheet: 'a',
  qrCodeSheet: 'a',
  cardSheet: 'a',
};

/**
 * Length of the calibration mark, alone on the PDF's last page (never on the artwork): measure
 * it to see the printer did not scale.
 */
export const CALIBRATION_MM = 50;
