import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Queryable } from '../db/database';

/**
 * One connection to the database a backup reads or a restore writes, with PostgreSQL's COPY: a table's rows in its
 * text format, which PGlite and a PostgreSQL server read and write alike.
 */
export interface ArchiveConnection extends Queryable {
  /** The rows of `table` (in the connection's current schema), these columns, in COPY's text format. */
  copyOut(table: string, columns: readonly string[]): Promise<Buffer>;
  /** Loads rows in COPY's text format; answers how many. Triggers run unless disabled; rules never do. */
  copyIn(table: string, columns: readonly string[], data: Buffer): Promise<number>;
  close(): Promise<void>;
}

/** A name as an SQL identifier. */
export const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const columnList = (columns: readonly string[]) => columns.map(identifier).join(', ');

/** A PGlite this process opened for itself (the server's own goes through its snapshot). */
export function pgliteConnection(pglite: PGlite): ArchiveConnection {
  return {
    engine: 'pglite',
    query: async <Row>(sql: string, params?: readonly unknown[]) =>
      (await pglite.query<Row>(sql, params ? [...params] : undefined)).rows,
    execScript: async (sql) => {
      await pglite.exec(sql);
    },
    copyOut: async (table, columns) => {
      const result = await pglite.query(`copy ${identifier(table)} (${columnList(columns)}) to '/dev/blob'`);
      return result.blob ? Buffer.from(await result.blob.arrayBuffer()) : Buffer.alloc(0);
    },
    copyIn: async (table, columns, data) => {
      const result = await pglite.query(`copy ${identifier(table)} (${columnList(columns)}) from '/dev/blob'`, [], {
        blob: new Blob([data]),
      });
      return result.affectedRows ?? 0;
    },
    close: () => pglite.close(),
  };
}

/** One client of a PostgreSQL server, on the schemas of `searchPath` when given (tests use one schema each). */
export async function postgresConnection(connectionString: string, searchPath?: string): Promise<ArchiveConnection> {
  const client = new pg.Client({
    connectionString,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  await client.connect();
  return {
    engine: 'postgres',
    query: async <Row>(sql: string, params?: readonly unknown[]) =>
      (await client.query(sql, params ? [...params] : undefined)).rows as Row[],
    execScript: async (sql) => {
      await client.query(sql);
    },
    copyOut: async (table, columns) => {
      const chunks: Buffer[] = [];
      for await (const chunk of client.query(copyTo(`copy ${identifier(table)} (${columnList(columns)}) to stdout`))) {
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks);
    },
    copyIn: async (table, columns, data) => {
      const copy = client.query(copyFrom(`copy ${identifier(table)} (${columnList(columns)}) from stdin`));
      await pipeline(Readable.from([data]), copy);
      return copy.rowCount;
    },
    close: () => client.end(),
  };
}
