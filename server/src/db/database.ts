export type DatabaseEngine = 'pglite' | 'postgres';

/** Anything that runs SQL: the database itself, or one transaction of it. */
export interface Queryable {
  readonly engine: DatabaseEngine;
  /**
   * One statement with `$1`-style parameters; answers the rows. A `prepared` name makes each connection (PGlite's
   * one, or each of PostgreSQL's) parse the statement once and reuse it, with its plan once PostgreSQL finds a generic
   * plan as good: for a hot query whose text never changes.
   */
  query<Row>(sql: string, params?: readonly unknown[], options?: { prepared?: string }): Promise<Row[]>;
  /** Several statements without parameters, as in a migration file. */
  execScript(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * Advisory locks (./advisory-locks.ts `lockKeys`) taken as the transaction begins, in the order given: on
   * PostgreSQL in the same round trip as its `begin`. PGlite runs one transaction at a time and takes none.
   */
  locks?: readonly bigint[];
  /**
   * Every statement sees the same committed data, as it was when the first one ran (PostgreSQL's repeatable read),
   * for reads in several statements. PGlite runs one transaction at a time, so each of its transactions already does.
   */
  snapshot?: boolean;
}

/** The one database interface: PGlite and PostgreSQL run the same SQL behind it. */
export interface Database extends Queryable {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Inside `work`, use only
   * `tx`: PGlite has one connection, so a query on the database itself would wait for the transaction forever.
   */
  transaction<Result>(work: (tx: Queryable) => Promise<Result>, options?: TransactionOptions): Promise<Result>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel`, from this process or any other; resolves once listening. Answers
   * the function that stops listening. PGlite calls it before the call that committed the notice resolves. A
   * PostgreSQL server delivers it later, on a connection of its own, and calls it once more after that connection
   * dropped and was opened again, since notices sent meanwhile are lost: a notice is a wake-up, never the data.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The database cannot be reached right now; the client may try again (503). */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable.', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** The SQLSTATE of a database error, when the error carries one. */
export function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}
