import type { CsvKind } from '@scheduler/shared-domain/csv-import';
import { validateInOrder } from '@scheduler/shared-domain/validation';
import type * as v from 'valibot';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { columnsOf, type RecordSchema } from './csv-exports';

/** A row of an import as the add's body: each column's text, a list column's items as a list. */
export type ImportedRow = Record<string, string | string[]>;

/** How a resource adds the rows of an import: set by its own routes, looked up by the import's. */
export interface CsvImport {
  /** What the export of the list writes: an import's header may name these columns and no others. */
  columns: readonly string[];
  /** The columns the add reads: the header must name each of them. The others are read and left alone. */
  required: readonly string[];
  /** The columns that hold a list, its items joined by ', ' (`csvCell`). */
  lists: readonly string[];
  /**
   * The resource's own add, on `db` (the import's transaction): a row's body is checked by the add's schema, then
   * added. A broken rule throws the HttpError an add answers, naming its field.
   */
  adderIn(db: Database): (row: ImportedRow, actor: string) => Promise<void>;
}

export type CsvImports = Map<CsvKind, CsvImport>;

/** The fields an add's schema reads: those of its object, the first schema of its pipe. */
function fieldsOf(schema: v.GenericSchema): string[] {
  const object = 'pipe' in schema ? (schema.pipe as v.GenericSchema[])[0] : schema;
  return object && 'entries' in object ? Object.keys(object.entries as v.ObjectEntries) : [];
}

/**
 * An import of the records `record` describes (the export's columns), each row through `schema` (the add route's
 * own), then `add` (the service's add, built on the database it is given).
 */
export function csvImport<Schema extends v.GenericSchema>(
  record: RecordSchema,
  schema: Schema,
  addIn: (db: Database) => (input: v.InferOutput<Schema>, actor: string) => Promise<unknown>,
): CsvImport {
  const columns = columnsOf(record);
  const fields = fieldsOf(schema);
  return {
    columns,
    required: columns.filter((column) => fields.includes(column)),
    lists: columns.filter((column) => record.entries[column]?.type === 'array'),
    adderIn: (db) => {
      const add = addIn(db);
      return async (row, actor) => {
        const checked = validateInOrder(schema, row);
        if (!checked.ok) throw new HttpError(400, checked.message, checked.field);
        await add(checked.value, actor);
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    csvImports: CsvImports;
  }
}
