import {
  type CsvImportError,
  type CsvImportResult,
  csvMissingColumnMessage,
  csvRepeatedColumnMessage,
  csvUnknownColumnMessage,
} from '@scheduler/shared-domain/csv-import';
import type { Database } from '../db/database';
import { savepointsIn } from '../db/savepoints';
import { HttpError } from '../http/http-error';
import type { CsvImport, ImportedRow } from './csv-imports';
import { readCsv } from './csv-reader';

/** A header that names what the list does not have, a column twice, or lacks one the add reads: 400. */
function refuseWrongHeader(header: readonly string[], list: CsvImport): void {
  const unknown = header.find((column) => !list.columns.includes(column));
  if (unknown !== undefined) throw new HttpError(400, csvUnknownColumnMessage(unknown, list.columns));
  const repeated = header.find((column, index) => header.indexOf(column) !== index);
  if (repeated !== undefined) throw new HttpError(400, csvRepeatedColumnMessage(repeated));
  const missing = list.required.find((column) => !header.includes(column));
  if (missing !== undefined) throw new HttpError(400, csvMissingColumnMessage(missing));
}

const rowOf = (header: readonly string[], cells: readonly string[], list: CsvImport): ImportedRow =>
  Object.fromEntries(
    header.map((column, index) => {
      const cell = cells[index] ?? '';
      return [column, list.lists.includes(column) ? cell.split(',') : cell];
    }),
  );

/** Thrown to roll the import's transaction back once every row has been tried. */
const ROLL_BACK = Symbol('roll back');

/**
 * Adds every row of a CSV file through the list's own add, in one transaction, each row in a savepoint: a row that
 * breaks a rule is undone alone and reported by its row and field, and the rows after it are still tried against
 * what is stored and what the rows before them added. With any error, or for a preview, nothing is kept.
 */
export async function importCsv(
  db: Database,
  list: CsvImport,
  text: string,
  { actor, preview }: { actor: string; preview: boolean },
): Promise<CsvImportResult> {
  const { header, rows } = readCsv(text);
  refuseWrongHeader(header, list);
  const errors: CsvImportError[] = [];
  try {
    await db.transaction(async (tx) => {
      const add = list.adderIn(savepointsIn(tx));
      for (const [index, cells] of rows.entries()) {
        try {
          await add(rowOf(header, cells, list), actor);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          // A spreadsheet numbers the header 1.
          errors.push({ row: index + 2, field: error.field ?? '', message: error.message });
        }
      }
      if (preview || errors.length > 0) throw ROLL_BACK;
    });
  } catch (error) {
    if (error !== ROLL_BACK) throw error;
  }
  return { rows: rows.length, errors };
}
