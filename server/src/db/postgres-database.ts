import pg from 'pg';
import { type Database, DatabaseUnavailableError, type Queryable, sqlStateOf } from './database';
import { createPostgresListener } from './postgres-listener';

export interface PostgresOptions {
  connectionString: string;
  /** Used by tests to give each test file its own schema. */
  searchPath?: string;
  connectionTimeoutMillis?: number;
}

/** Connections of one server process (pg's default, named for the bench's bare server to use the same). */
const POOL_SIZE = 10;

/** No query of this app takes this long; one that does is stuck on a dead connection (answered as 503). */
const QUERY_TIMEOUT_MS = 15_000;

/** A PostgreSQL server reached through a connection pool. */
export function openPostgresDatabase(options: PostgresOptions): Database {
  const connection: pg.ClientConfig = {
    connectionString: options.connectionString,
    // Also bounds the wait for a free client under load; a refused connection fails at once, well before it.
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    query_timeout: QUERY_TIMEOUT_MS,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: POOL_SIZE });
  const listener = createPostgresListener(connection);
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});

  const onClient = (client: pg.PoolClient | pg.Pool): Queryable => ({
    engine: 'postgres',
    query: async <Row>(sql: string, params?: readonly unknown[], options?: { prepared?: string }) =>
      (await client.query({ text: sql, values: params ? [...params] : undefined, name: options?.prepared }))
        .rows as Row[],
    execScript: async (sql) => {
      await client.query(sql);
    },
  });
  const poolQueries = onClient(pool);

  return {
    engine: 'postgres',
    query: (sql, params, options) => reportUnavailable(() => poolQueries.query(sql, params, options)),
    execScript: (sql) => reportUnavailable(() => poolQueries.execScript(sql)),
    transaction: (work, { locks = [], snapshot = false } = {}) =>
      reportUnavailable(async () => {
        const client = await pool.connect();
        let broken: Error | undefined;
        // Checked out, the client has no pool listener: a server shutting down between two of its queries would
        // otherwise be an unhandled 'error' event, ending the process.
        const onLost = (error: Error) => {
          broken = error;
        };
        client.on('error', onLost);
        try {
          // One simple query, so one round trip; the keys are numbers this process computed, never a client's text.
          const begin = snapshot ? 'begin isolation level repeatable read' : 'begin';
          await client.query(
            locks.length === 0
              ? begin
              : `${begin}; select ${locks.map((key) => `pg_advisory_xact_lock(${key})`).join(', ')}`,
          );
          const result = await work(onClient(client));
          await client.query('commit');
          return result;
        } catch (error) {
          // A lost connection cannot roll back; releasing it with the error makes the pool discard it.
          if (isConnectionFailure(error)) broken = error as Error;
          else await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.off('error', onLost);
          client.release(broken);
        }
      }),
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    close: async () => {
      await listener.close();
      await pool.end();
    },
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
  if (error instanceof DatabaseUnavailableError) return false;
  // Checked before the DatabaseError test: a server shutting down says so as one (57P01 admin_shutdown).
  const sqlState = sqlStateOf(error);
  if (sqlState !== undefined)
    return sqlState.startsWith('08') || sqlState.startsWith('53') || sqlState.startsWith('57P');
  if (error instanceof pg.DatabaseError) return false;
  // Duck-typed: errors from Node's sockets need not share this realm's Error (e.g. under jest).
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return typeof code === 'string' || (typeof message === 'string' && /connect|connection|timeout/i.test(message));
}
