import {
  type CsvImportError,
  type CsvImportResult,
  type CsvKind,
  csvMissingColumn,
  csvRepeatedColumn,
  csvTooManyRows,
  csvUnknownColumn,
} from '@scheduler/shared-domain/csv-import';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { inLanguage } from '../http/languages';
import type { CsvImport, ImportedRow, ImportOptions } from './csv-imports';
import { readCsv } from './csv-reader';

/** A header that names what the list does not have, a column twice, or lacks one the add reads: 400. */
function refuseWrongHeader(header: readonly string[], list: CsvImport): void {
  const unknown = header.find((column) => !list.columns.includes(column));
  if (unknown !== undefined) throw new HttpError(400, csvUnknownColumn(unknown, list.columns));
  const repeated = header.find((column, index) => header.indexOf(column) !== index);
  if (repeated !== undefined) throw new HttpError(400, csvRepeatedColumn(repeated));
  const missing = list.required.find((column) => !header.includes(column));
  if (missing !== undefined) throw new HttpError(400, csvMissingColumn(missing));
}

const rowOf = (header: readonly string[], cells: readonly string[], list: CsvImport): ImportedRow =>
  Object.fromEntries(
    header.map((column, index) => {
      const cell = cells[index] ?? '';
      return [column, list.lists.includes(column) ? cell.split(',') : cell];
    }),
  );

/**
 * Adds every row of a CSV file through the list's own add (csv-imports.ts): all in one transaction, or with any row
 * that breaks a rule, or for a preview, none. Answers how many rows the file holds and each refused row's error, by
 * its row as a spreadsheet numbers it (the header is row 1) and its field, worded in the import's language.
 */
export async function importCsv(
  db: Database,
  list: CsvImport,
  text: string,
  options: ImportOptions & { kind: CsvKind },
): Promise<CsvImportResult> {
  const { header, rows } = readCsv(text);
  refuseWrongHeader(header, list);
  if (rows.length > list.maxRows) throw new HttpError(400, csvTooManyRows(rows.length, options.kind));
  const refusals = await list.importRows(
    db,
    rows.map((cells) => rowOf(header, cells, list)),
    options,
  );
  const errors: CsvImportError[] = [...refusals]
    .sort(([a], [b]) => a - b)
    .map(([index, error]) => ({
      row: index + 2,
      field: error.field ?? '',
      message: error.localized ? inLanguage(options.language, error.localized) : error.message,
    }));
  return { rows: rows.length, errors };
}
