import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { type Database, DatabaseUnavailableError, type Queryable } from './database';
import { preparedStatements } from './pglite-prepared';

/**
 * PGlite's own settings, and a buffer cache of 16 MB where PostgreSQL's default is 128 MB: PGlite's PostgreSQL
 * allocates it in its WebAssembly memory at start and touches all of it, and that memory never shrinks, so the
 * default held 120 MB more of the server's RSS whatever the data. Pages that do not fit are read again from the
 * operating system's file cache, which the process does not hold (see docs/performance.md, 'Memory on PGlite').
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** PGlite as this product runs it: files under `dataDir`, or in memory when it is omitted. */
export async function startPglite(dataDir?: string): Promise<PGlite> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // btree_gist backs the meetings' exclusion constraints (migration 004), as it does on a PostgreSQL server.
  const extensions = { btree_gist };
  const options = { extensions, startParams: PGLITE_START_PARAMS };
  return dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
}

/** PostgreSQL compiled to WASM, in this process: files under `dataDir`, or in memory when it is omitted. */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const pglite = await startPglite(dataDir);
  const prepared = preparedStatements(pglite);
  const run = async <Result>(work: () => Promise<Result>): Promise<Result> => {
    // A closed PGlite is the in-process equivalent of an unreachable server.
    if (pglite.closed) throw new DatabaseUnavailableError(new Error('PGlite is closed'));
    return work();
  };
  return {
    engine: 'pglite',
    query: (sql, params, options) =>
      run(() =>
        options?.prepared ? prepared(options.prepared, sql, params ?? [], false) : queryRows(pglite, sql, params),
      ),
    execScript: (sql) => run(() => execScript(pglite, sql)),
    transaction: (work) =>
      run(() =>
        pglite.transaction((tx) =>
          work({
            engine: 'pglite',
            query: (sql, params, options) =>
              options?.prepared ? prepared(options.prepared, sql, params ?? [], true) : queryRows(tx, sql, params),
            execScript: (sql) => execScript(tx, sql),
          }),
        ),
      ),
    listen: (channel, onNotify) =>
      run(async () => {
        const unlisten = await pglite.listen(channel, onNotify);
        return async () => {
          if (!pglite.closed) await unlisten();
        };
      }),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function queryRows<Row>(target: PGlite | Transaction, sql: string, params?: readonly unknown[]): Promise<Row[]> {
  const result = await target.query<Row>(sql, params ? [...params] : undefined);
  return result.rows;
}

async function execScript(target: PGlite | Transaction, sql: string): Promise<void> {
  await target.exec(sql);
}

export type { Queryable };
