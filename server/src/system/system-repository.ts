import type { Queryable } from '../db/database';
import { schemaVersion } from '../db/migrations';

export interface SystemRepository {
  /** The engine and its version, e.g. "PostgreSQL 18.6 (PGlite 0.5.16)" or "PostgreSQL 15.18". */
  databaseVersion(): Promise<string>;
  /** The highest applied migration number. */
  schemaVersion(): Promise<number>;
  /**
   * Counts one error report from an address in its window, which starts with the address's first report and lasts
   * `windowMs`; answers the reports so far and when the window ends. Deletes the windows that have ended.
   */
  countClientErrorReport(
    address: string,
    now: Date,
    windowMs: number,
  ): Promise<{ reports: number; windowEndsAt: Date }>;
}

const COUNT_CLIENT_ERROR_REPORT = `
  with ended as (delete from client_error_windows where window_ends_at <= $2 and address <> $1)
  insert into client_error_windows as w (address, reports, window_ends_at) values ($1, 1, $3)
  on conflict (address) do update
     set reports = case when w.window_ends_at <= $2 then 1 else w.reports + 1 end,
         window_ends_at = case when w.window_ends_at <= $2 then excluded.window_ends_at else w.window_ends_at end
  returning reports, window_ends_at`;

/** `select version()` says much more (platform, compiler); keep the product, its version and PGlite's. */
export function shortDatabaseVersion(fullVersion: string): string {
  return (
    /^PostgreSQL [\d.]+(?:\w+)?(?: \(PGlite [\d.]+\))?/.exec(fullVersion)?.[0] ?? fullVersion.split(' on ')[0] ?? ''
  );
}

export function createSystemRepository(db: Queryable): SystemRepository {
  return {
    databaseVersion: async () => {
      const [row] = await db.query<{ version: string }>('select version() as version');
      return shortDatabaseVersion(row?.version ?? '');
    },
    schemaVersion: () => schemaVersion(db),
    countClientErrorReport: async (address, now, windowMs) => {
      const [row] = await db.query<{ reports: number; window_ends_at: Date }>(COUNT_CLIENT_ERROR_REPORT, [
        address,
        now,
        new Date(now.getTime() + windowMs),
      ]);
      if (!row) throw new Error('Counting a client error report returned no row');
      return { reports: row.reports, windowEndsAt: row.window_ends_at };
    },
  };
}
