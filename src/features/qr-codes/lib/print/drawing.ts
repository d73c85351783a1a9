import type { FontWeight } from '@/lib/pdf/fonts';
import type { PrintFormat, PrintLayout } from './print-spec';

/*
 * One drawing per template and layout, in millimetres from the page's top left corner. The
 * on-screen preview (SVG) and the PDF both draw this same list, so what the preview shows is
 * what prints; only the renderers differ.
 */

export type { FontWeight };

/**
 * The family the preview sets and measures its words in: the PDF's own font files
 * (fonts.ts, loadPreviewFonts), so the preview wraps a line where the PDF does, whatever fonts
 * the computer has (another Noto Sans, or none, measures other widths and breaks elsewhere).
 */
export const PRINT_FONT_FAMILY = 'Tips Print Noto Sans';
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
  | { type: 'turned'; cx: number; cy: number; items: DrawItem[] }
  /** Items moved right by dx and down by dy: one print among a sheet's. */
  | { type: 'moved'; dx: number; dy: number; items: DrawItem[] };

export interface Drawing {
  format: PrintFormat;
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
  /** The words of the calibration page. */
  calibration: string;
  /** The full https address the code leads to. */
  address: string;
}

/** A rectangle in millimetres from the page's top left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rough measure (Noto Sans averages about 0.55 em a letter): before any font is at hand. */
export const estimateWidth: Measure = (text, size, weight) =>
  [...text].length * size * (weight === 700 ? 0.58 : 0.54);
