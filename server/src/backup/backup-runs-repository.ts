import type { Queryable } from '../db/database';

/** A finished backup, as `npm run backup` reports it to the database it saved. */
export interface FinishedBackup {
  startedAt: Date;
  finishedAt: Date;
  file: string;
  bytes: number;
}

/** Notes a backup made by hand (slot null), so readiness and the metrics count it as the last one. */
export async function recordBackup(db: Queryable, backup: FinishedBackup): Promise<void> {
  await db.query('insert into backup_runs (started_at, finished_at, file, bytes) values ($1, $2, $3, $4)', [
    backup.startedAt,
    backup.finishedAt,
    backup.file,
    backup.bytes,
  ]);
}

/**
 * Takes the scheduled run of `slot` for this process: true when no process has taken it yet. The slot's row is
 * unique, so of several processes trying at once exactly one insert succeeds.
 */
export async function claimScheduledBackup(db: Queryable, slot: Date, now: Date): Promise<boolean> {
  const claimed = await db.query<{ id: string }>(
    'insert into backup_runs (slot, started_at) values ($1, $2) on conflict (slot) do nothing returning id',
    [slot, now],
  );
  return claimed.length > 0;
}

/** Ends a scheduled run: its archive when it succeeded, why when it failed. */
export async function finishScheduledBackup(
  db: Queryable,
  slot: Date,
  outcome: { finishedAt: Date } & ({ file: string; bytes: number } | { error: string }),
): Promise<void> {
  const succeeded = 'file' in outcome;
  await db.query('update backup_runs set finished_at = $2, file = $3, bytes = $4, error = $5 where slot = $1', [
    slot,
    outcome.finishedAt,
    succeeded ? outcome.file : null,
    succeeded ? outcome.bytes : null,
    succeeded ? null : outcome.error,
  ]);
}
