import { neutralised } from './csv-formulas';

/** Spreadsheet programs read a UTF-8 file as UTF-8 only when it starts with a byte order mark. */
export const BYTE_ORDER_MARK = '\uFEFF';

/** One cell: a list as its items joined by ', ', a formula's start neutralised by a leading `'`, quoted if needed. */
export function csvCell(value: unknown): string {
  const raw = Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value);
  const text = neutralised(raw);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file (RFC 4180: commas, CRLF) of these columns, the headers first, with a byte order mark. */
export function toCsv(columns: readonly string[], rows: readonly object[]): string {
  const lines = [columns, ...rows.map((row) => columns.map((column) => (row as Record<string, unknown>)[column]))];
  return `${BYTE_ORDER_MARK}${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
