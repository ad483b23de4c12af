import type { CsvKind } from '@scheduler/shared-domain/csv-import';
import type * as v from 'valibot';

/** A list as its CSV holds it: the record's fields as SPEC names them (the API's records), and its records. */
export interface ExportedList {
  columns: readonly string[];
  rows: readonly object[];
}

/** How each resource lists its records for an export; each resource's routes set their own. */
export type CsvExports = Map<CsvKind, () => Promise<ExportedList>>;

/** The response schema of a resource's records, whose fields are the columns of its CSV. */
export type RecordSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/** The columns of a record schema: its fields, in its order. */
export const columnsOf = (schema: RecordSchema): string[] => Object.keys(schema.entries);

declare module 'fastify' {
  interface FastifyInstance {
    csvExports: CsvExports;
  }
}
