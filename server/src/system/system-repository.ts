import type { Queryable } from '../db/database';
import { schemaVersion } from '../db/migrations';

export interface SystemRepository {
  /** The engine and its version, e.g. "PostgreSQL 18.6 (PGlite 0.5.16)" or "PostgreSQL 15.18". */
  databaseVersion(): Promise<string>;
  /** The highest applied migration number. */
  schemaVersion(): Promise<number>;
}

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
  };
}
