import type { EnvReader, TimeOfDay } from '../env-reader';

/** Archives kept in BACKUP_DIR when BACKUP_KEEP is unset: two weeks of daily ones. */
export const DEFAULT_BACKUP_KEEP = 14;

/** When and where scheduled backups are made. */
export interface BackupSettings {
  /** BACKUP_DIR, absolute: where each day's archive is written. */
  dir: string;
  /** BACKUP_AT: the time of day, in TIME_ZONE, of the daily run. */
  at: TimeOfDay;
  /** BACKUP_KEEP: the newest archives kept there; older ones of this product are deleted after each run. */
  keep: number;
}

/** The scheduled backups' settings: none without BACKUP_DIR. */
export function readBackupSettings(read: EnvReader, cwd: string): BackupSettings | null {
  const dir = read.path('BACKUP_DIR', cwd);
  const at = read.timeOfDay('BACKUP_AT', { hour: 3, minute: 0 }, 1);
  const keep = read.integer('BACKUP_KEEP', DEFAULT_BACKUP_KEEP, 1, 10_000);
  return dir === undefined ? null : { dir, at, keep };
}
