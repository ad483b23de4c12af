import pg from 'pg';
import { type Database, DatabaseUnavailableError, type Queryable, sqlStateOf } from './database';

export interface PostgresOptions {
  connectionString: string;
  /** Used by tests to give each test file its own schema. */
  searchPath?: string;
  connectionTimeoutMillis?: number;
}

/** A PostgreSQL server reached through a connection pool. */
export function openPostgresDatabase(options: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});

  const onClient = (client: pg.PoolClient | pg.Pool): Queryable => ({
    query: async <Row>(sql: string, params?: readonly unknown[]) =>
      (await client.query(sql, params ? [...params] : undefined)).rows as Row[],
    execScript: async (sql) => {
      await client.query(sql);
    },
  });
  const poolQueries = onClient(pool);

  return {
    engine: 'postgres',
    query: (sql, params) => reportUnavailable(() => poolQueries.query(sql, params)),
    execScript: (sql) => reportUnavailable(() => poolQueries.execScript(sql)),
    transaction: (work) =>
      reportUnavailable(async () => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work(onClient(client));
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      }),
    close: () => pool.end(),
  };
}

async function reportUnavailable<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    throw isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
  }
}

/**
 * Errors the server itself reports carry a SQLSTATE; a failure to connect does not (ECONNREFUSED, timeouts,
 * "Connection terminated"). SQLSTATE classes 08 (connection), 53 (resources) and 57P (shutdown) also mean "try later".
 */
function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError || error instanceof pg.DatabaseError) return false;
  const sqlState = sqlStateOf(error);
  if (sqlState !== undefined)
    return sqlState.startsWith('08') || sqlState.startsWith('53') || sqlState.startsWith('57P');
  // Duck-typed: errors from Node's sockets need not share this realm's Error (e.g. under jest).
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return typeof code === 'string' || (typeof message === 'string' && /connect|connection|timeout/i.test(message));
}
