import { csvUnreadable } from '@scheduler/shared-domain/csv-import';
import { CsvError, parse } from 'csv-parse/sync';
import { HttpError } from '../http/http-error';
import { restored } from './csv-formulas';

export interface CsvTable {
  header: string[];
  rows: string[][];
}

/**
 * Spreadsheets set to a language that writes decimal commas save CSV with semicolons. The header holds only column
 * names, so its first line tells which one the file uses.
 */
const delimiterOf = (text: string) => {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
};

/**
 * A CSV file (RFC 4180, with or without a byte order mark, commas or semicolons, quoted cells holding either or line
 * breaks) as its header and rows; empty lines are skipped, and a cell `csvCell` neutralised as a formula is read back
 * as it was. A file it cannot read is refused with 400 naming the line.
 */
export function readCsv(text: string): CsvTable {
  try {
    const [header = [], ...rows] = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      skip_empty_lines: true,
    }) as string[][];
    return { header: header.map((name) => name.trim()), rows: rows.map((row) => row.map(restored)) };
  } catch (error) {
    if (error instanceof CsvError) throw new HttpError(400, csvUnreadable((error as { lines?: number }).lines ?? 1));
    throw error;
  }
}
