import type * as v from 'valibot';

/** The lists a CSV export holds, by the name of its file. */
export const EXPORT_KINDS = ['users', 'venues', 'teams', 'meetings'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** A list as its CSV holds it: the record's fields as SPEC names them (the API's records), and its records. */
export interface ExportedList {
  columns: readonly string[];
  rows: readonly object[];
}

/** How each resource lists its records for an export; each resource's routes set their own. */
export type CsvExports = Map<ExportKind, () => Promise<ExportedList>>;

/** The columns of a record schema: its fields, in its order. */
export const columnsOf = (schema: v.ObjectSchema<v.ObjectEntries, undefined>): string[] => Object.keys(schema.entries);

declare module 'fastify' {
  interface FastifyInstance {
    csvExports: CsvExports;
  }
}
