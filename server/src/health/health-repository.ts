import type { Queryable } from '../db/database';

/** What readiness reads, in one statement. */
export interface Readiness {
  /** The highest applied migration, or null before any. */
  schemaVersion: number | null;
  /** When the last backup that succeeded finished, made by any process; null when none did. */
  lastBackupAt: Date | null;
}

/** One trivial statement: both reads hit the small tables' indexes. */
export async function readReadiness(db: Queryable): Promise<Readiness> {
  const [row] = await db.query<{ schema_version: number | null; last_backup_at: Date | null }>(
    `select (select max(version) from schema_migrations) as schema_version,
            (select max(finished_at) from backup_runs where error is null) as last_backup_at`,
    [],
    { prepared: 'readiness' },
  );
  return { schemaVersion: row?.schema_version ?? null, lastBackupAt: row?.last_backup_at ?? null };
}
