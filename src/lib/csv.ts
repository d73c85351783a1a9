/*
 * CSV as RFC 4180 writes it (comma-separated, CRLF between records, a field quoted when it
 * holds a comma, a quote or a line break, quotes doubled inside), UTF-8 with a byte-order mark
 * so Excel reads Cyrillic and emoji as such instead of guessing a legacy code page. Every CSV
 * export writes through this module (the history, the orders); save it with `save-file.ts`.
 */

import { withoutBidiControls } from './bidi';

/** The byte-order mark Excel looks for to read a file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** A cell: text, a number (written as is, dot decimals), or nothing. */
export type CsvCell = string | number | null | undefined;

/**
 * Text cells lose their bidirectional controls (src/lib/bidi.ts) first: an override would turn
 * the cells after it around in a spreadsheet, and would hide a formula from the check below.
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one)
 * as a formula: text from outside (a visitor's comment, an order's description) such as
 * "=HYPERLINK(...)" must stay text (OWASP CSV injection), so such text cells get a leading
 * apostrophe. Numbers are written as numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const plain = withoutBidiControls(cell);
  const text = FORMULA_START.test(plain) ? `'${plain}` : plain;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the mark, a header row, then one line per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/**
 * Whole minor units as an exact decimal of major units, for a cell programs read: 150050 is
 * "1500.50", 7 is "0.07", -150 is "-1.50" (no float division, so no 0.30000000000000004).
 */
export function csvAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const whole = Math.abs(minor);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Reads CSV back (tests and the e2e check of an export): fields of each record. */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && source[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}
