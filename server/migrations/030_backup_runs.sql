-- Backups (server/src/backup/): every archive made, by `npm run backup` or by the daily schedule, so that readiness
-- and the metrics give the last good backup's age whichever process made it; and the claim of each scheduled run:
-- of several processes on one PostgreSQL, the one whose insert of the run's slot succeeds makes that day's archive.
-- Safe to roll: a new table only, which servers of the previous version never read.
create table backup_runs (
  id bigint generated always as identity primary key,
  -- The scheduled moment (BACKUP_AT on its day) the run is for; null for a backup asked for by hand.
  slot timestamptz unique,
  started_at timestamptz not null,
  finished_at timestamptz,
  -- The archive's path and size once written.
  file text,
  bytes bigint,
  -- Why the run failed; null while it runs and once it succeeded.
  error text
);
create index backup_runs_succeeded_idx on backup_runs (finished_at) where error is null;
