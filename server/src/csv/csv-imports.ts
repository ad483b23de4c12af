import type { Collection } from '@scheduler/shared-domain/change';
import { CSV_IMPORT_MAX_ROWS, type CsvKind } from '@scheduler/shared-domain/csv-import';
import type { Language } from '@scheduler/shared-domain/i18n';
import { duplicateKey } from '@scheduler/shared-domain/server-messages';
import { validateInOrder } from '@scheduler/shared-domain/validation';
import type * as v from 'valibot';
import type { Database } from '../db/database';
import { KEY_FIELDS, normalKeys } from '../db/duplicate-key';
import { savepointsIn } from '../db/savepoints';
import { HttpError } from '../http/http-error';
import { columnsOf, type RecordSchema } from './csv-exports';

/** A row of an import as the add's body: each column's text, a list column's items as a list. */
export type ImportedRow = Record<string, string | string[]>;

/** Each refused row's error (an add's answer, naming its field), by the row's index among the file's rows. */
export type RowRefusals = Map<number, HttpError>;

export interface ImportOptions {
  actor: string;
  /** Checks every row and writes nothing. */
  preview: boolean;
  /** The request's: each refused row's error is worded in it. */
  language: Language;
}

/** How a resource adds the rows of an import: set by its own routes, looked up by the import's. */
export interface CsvImport {
  /** What the export of the list writes: an import's header may name these columns and no others. */
  columns: readonly string[];
  /**
   * The columns the add reads: the header must name each of them, and the template names only them. The others are
   * read and left alone.
   */
  required: readonly string[];
  /** Rows the template holds under its header, showing how cells are written; none when the header says enough. */
  example: () => ImportedRow[];
  /** The columns that hold a list, its items joined by ', ' (`csvCell`). */
  lists: readonly string[];
  /** Rows a file may hold at most; more is refused before any is checked. */
  maxRows: number;
  /**
   * Checks every row by every rule of the resource's add, each as if added after the rows before it, and unless a
   * row breaks one or this is a preview, adds them all in one transaction.
   */
  importRows(db: Database, rows: readonly ImportedRow[], options: ImportOptions): Promise<RowRefusals>;
}

export type CsvImports = Map<CsvKind, CsvImport>;

/** The fields an add's schema reads: those of its object, the first schema of its pipe. */
function fieldsOf(schema: v.GenericSchema): string[] {
  const object = 'pipe' in schema ? (schema.pipe as v.GenericSchema[])[0] : schema;
  return object && 'entries' in object ? Object.keys(object.entries as v.ObjectEntries) : [];
}

/** How a list reads a row as typed before its add's schema: the row the schema gets, or why it cannot be read. */
export type RowReader = (row: ImportedRow) => ImportedRow | HttpError;

/**
 * Each row through `read`, then the add's schema: the inputs of those that pass, by index, and the refusals of those
 * that do not.
 */
function checkedRows<Schema extends v.GenericSchema>(
  schema: Schema,
  rows: readonly ImportedRow[],
  language: Language,
  read?: RowReader,
) {
  const refusals: RowRefusals = new Map();
  const inputs = new Map<number, v.InferOutput<Schema>>();
  for (const [index, typed] of rows.entries()) {
    const row = read ? read(typed) : typed;
    if (row instanceof HttpError) {
      refusals.set(index, row);
      continue;
    }
    // The rule's message is worded once, in the language the import answers in.
    const checked = validateInOrder(schema, row, language);
    if (checked.ok) inputs.set(index, checked.value);
    else refusals.set(index, new HttpError(400, checked.message, checked.field));
  }
  return { inputs, refusals };
}

const columnsFor = (record: RecordSchema, schema: v.GenericSchema) => {
  const columns = columnsOf(record);
  const fields = fieldsOf(schema);
  return {
    columns,
    required: columns.filter((column) => fields.includes(column)),
    lists: columns.filter((column) => record.entries[column]?.type === 'array'),
    example: () => [],
  };
};

/** Thrown to roll an import's transaction back once every row has been tried. */
const ROLL_BACK = Symbol('roll back');

/** Runs `work` in a transaction that is rolled back whatever it does. */
async function withoutWriting(db: Database, work: (tx: Database) => Promise<void>): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await work(savepointsIn(tx));
      throw ROLL_BACK;
    });
  } catch (error) {
    if (error !== ROLL_BACK) throw error;
  }
}

/** Lets requests that came meanwhile in before the next row: PGlite runs one transaction at a time. */
const letOthersIn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * An import of the records `record` describes (the export's columns), each row through `schema` (the add route's
 * own), then `add` (the service's add, built on the database it is given), at most CSV_IMPORT_MAX_ROWS of them.
 *
 * The import adds each row in a savepoint of one transaction: a row that breaks a rule is undone alone, and the rows
 * after it are still tried against what is stored and what the rows before them added. With any refusal the
 * transaction is rolled back. A preview writes nothing and holds nothing: each row is tried alone in a transaction
 * that is rolled back, with other requests let in between rows, and what the rows before it would have added is
 * stood in for by their keys (the only thing of them a later row of the same list meets: a taken key), compared as
 * the collection's unique index compares them.
 */
export function csvImport<Schema extends v.GenericSchema>(
  record: RecordSchema,
  schema: Schema,
  collection: Collection,
  addIn: (db: Database) => (input: v.InferOutput<Schema>, actor: string) => Promise<unknown>,
): CsvImport {
  const keyField = KEY_FIELDS[collection];
  const preview = async (db: Database, inputs: Map<number, v.InferOutput<Schema>>, actor: string) => {
    const refusals: RowRefusals = new Map();
    const typedKeys = [...inputs.values()].map((input) => String((input as Record<string, unknown>)[keyField]));
    const keys = await normalKeys(db, collection, typedKeys);
    const taken = new Set<string>();
    for (const [position, [index, input]] of [...inputs].entries()) {
      const key = keys[position] ?? '';
      const typedKey = typedKeys[position] ?? '';
      if (taken.has(key)) {
        refusals.set(index, new HttpError(403, duplicateKey(collection, typedKey), keyField));
        continue;
      }
      await letOthersIn();
      await withoutWriting(db, async (tx) => {
        try {
          await addIn(tx)(input, actor);
          taken.add(key);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          refusals.set(index, error);
        }
      });
    }
    return refusals;
  };

  return {
    ...columnsFor(record, schema),
    maxRows: CSV_IMPORT_MAX_ROWS,
    importRows: async (db, rows, { actor, preview: onlyCheck, language }) => {
      const { inputs, refusals } = checkedRows(schema, rows, language);
      if (onlyCheck) {
        for (const [index, error] of await preview(db, inputs, actor)) refusals.set(index, error);
        return refusals;
      }
      try {
        await db.transaction(async (tx) => {
          const add = addIn(savepointsIn(tx));
          for (const [index, input] of inputs) {
            try {
              await add(input, actor);
            } catch (error) {
              if (!(error instanceof HttpError)) throw error;
              refusals.set(index, error);
            }
          }
          if (refusals.size > 0) throw ROLL_BACK;
        });
      } catch (error) {
        if (error !== ROLL_BACK) throw error;
      }
      return refusals;
    },
  };
}

/**
 * An import whose resource adds many records at once by the rules of its add (meetings: ten thousand in one file):
 * each row through `read` (the forms a person types, as the schema takes them) and `schema`, then those that pass
 * through `addAll`, which answers the refusals by the index among the inputs it was given.
 */
export function csvBatchImport<Schema extends v.GenericSchema>(
  record: RecordSchema,
  schema: Schema,
  addAll: (inputs: v.InferOutput<Schema>[], options: ImportOptions) => Promise<RowRefusals>,
  { read, example }: { read: RowReader; example: () => ImportedRow[] },
): CsvImport {
  return {
    ...columnsFor(record, schema),
    example,
    maxRows: Number.POSITIVE_INFINITY,
    importRows: async (_db, rows, options) => {
      const { inputs, refusals } = checkedRows(schema, rows, options.language, read);
      const indexes = [...inputs.keys()];
      // Rows the schema refused are never added: a batch with one writes nothing.
      const added = await addAll([...inputs.values()], { ...options, preview: options.preview || refusals.size > 0 });
      for (const [position, error] of added) refusals.set(indexes[position] ?? position, error);
      return refusals;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    csvImports: CsvImports;
  }
}
