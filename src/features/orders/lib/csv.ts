/**
 * CSV files as spreadsheets open them (RFC 4180): UTF-8 with a byte-order mark, so Excel reads
 * Cyrillic and Kazakh text as UTF-8 rather than the system code page; CRLF between records.
 *
 * Kept in the orders feature for now: the operations area exports its history the same way and
 * the two are to become one shared module.
 */

const BOM = '\uFEFF';

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return) as a formula:
 * text from outside (an order's description) must not (OWASP "CSV injection"), so such a cell
 * starts with an apostrophe instead. The amounts we write are never negative, so no number is
 * touched.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: defused, then quoted when it holds a comma, a quote or a line break (quotes doubled). */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: the BOM, then each row's cells joined by commas, rows ended by CRLF. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** Minor units as a plain decimal of major units, exactly: 150050 → "1500.50". */
export function minorAsDecimal(minor: number): string {
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}
