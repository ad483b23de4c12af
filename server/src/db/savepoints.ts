import type { Database, Queryable } from './database';

/**
 * The database as seen from inside the transaction `tx`: what runs on it runs in `tx`, and each of its transactions
 * is a savepoint of `tx`. So code written for a transaction of its own (a service's add) can run many times in one
 * outer transaction, and one that fails is undone alone, leaving `tx` usable for the next.
 */
export function savepointsIn(tx: Queryable): Database {
  return {
    engine: tx.engine,
    query: (sql, params, options) => tx.query(sql, params, options),
    execScript: (sql) => tx.execScript(sql),
    transaction: async (work) => {
      await tx.query('savepoint nested');
      try {
        const result = await work(tx);
        await tx.query('release savepoint nested');
        return result;
      } catch (error) {
        await tx.query('rollback to savepoint nested');
        await tx.query('release savepoint nested');
        throw error;
      }
    },
    listen: () => Promise.reject(new Error('A transaction cannot listen: listen on the database itself.')),
    // The outer transaction's owner ends it.
    close: async () => {},
  };
}
