import type { Queryable } from '../db/database';

/** What a scrape reads from the database, shared by every process. */
export interface OperationalFigures {
  outboxDepth: number;
  /** 0 when no message waits. */
  outboxOldestAgeSeconds: number;
  /** Infinity when no backup ever succeeded. */
  backupAgeSeconds: number;
}

/** One statement per scrape: the outbox's waiting messages (a partial index holds them) and the last good backup. */
export async function readOperationalFigures(db: Queryable, now: Date): Promise<OperationalFigures> {
  const [row] = await db.query<{ depth: number; oldest: Date | null; last_backup_at: Date | null }>(
    `select (select count(*)::int from outbox where status = 'queued') as depth,
            (select min(created_at) from outbox where status = 'queued') as oldest,
            (select max(finished_at) from backup_runs where error is null) as last_backup_at`,
  );
  const secondsSince = (moment: Date) => Math.max(0, (now.getTime() - moment.getTime()) / 1000);
  return {
    outboxDepth: row?.depth ?? 0,
    outboxOldestAgeSeconds: row?.oldest ? secondsSince(row.oldest) : 0,
    backupAgeSeconds: row?.last_backup_at ? secondsSince(row.last_backup_at) : Number.POSITIVE_INFINITY,
  };
}
