import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { type Database, DatabaseUnavailableError, type Queryable } from './database';
import { preparedStatements } from './pglite-prepared';

/** PostgreSQL compiled to WASM, in this process: files under `dataDir`, or in memory when it is omitted. */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // btree_gist backs the meetings' exclusion constraints (migration 004), as it does on a PostgreSQL server.
  const extensions = { btree_gist };
  const pglite = dataDir ? await PGlite.create(dataDir, { extensions }) : await PGlite.create({ extensions });
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
