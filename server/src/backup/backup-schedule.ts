import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { instantAt, todayIn } from '@scheduler/shared-domain/zoned-time';
import fp from 'fastify-plugin';
import { DateTime } from 'luxon';
import type { TimeOfDay } from '../env-reader';
import type { Metrics } from '../metrics/metrics';
import { claimScheduledBackup, finishScheduledBackup } from './backup-runs-repository';
import type { BackupSettings } from './backup-settings';

/** Makes the archive `file`; rejects with the reason it could not. Stopped through `signal` when the server stops. */
export type BackupRunner = (file: string, signal: AbortSignal) => Promise<{ bytes: number }>;

export interface BackupScheduleOptions {
  settings: BackupSettings;
  run: BackupRunner;
  /** Counts the runs that fail, when metrics are on. */
  metrics: Metrics | null;
  /** How often each process looks for a run to take; a run starts at most this late. */
  checkEveryMs?: number;
}

const CHECK_EVERY_MS = 60_000;

/** Scheduled archives are named by the slot they are for, in TIME_ZONE; only these are ever deleted. */
const ARCHIVE_NAME = /^scheduler-backup-\d{4}-\d{2}-\d{2}T\d{4}\.tar\.gz$/;

/** The file of a slot's archive: `scheduler-backup-2026-11-22T0300.tar.gz`, named on the clock of `zone`. */
export function scheduledArchiveName(slot: Date, zone: string): string {
  return `scheduler-backup-${DateTime.fromJSDate(slot, { zone }).toFormat("yyyy-MM-dd'T'HHmm")}.tar.gz`;
}

/** The latest moment, at or before `now`, at which the clocks of `zone` showed `at`: the run that is due. */
export function dueSlot(now: number, at: TimeOfDay, zone: string): Date {
  const today = todayIn(zone, now);
  const todays = instantAt(today, at, zone);
  if (todays && todays.toMillis() <= now) return todays.toJSDate();
  const yesterday = DateTime.fromISO(today).minus({ days: 1 }).toISODate() ?? today;
  return (instantAt(yesterday, at, zone) ?? DateTime.fromMillis(now)).toJSDate();
}

/** Deletes this product's scheduled archives in `dir` beyond the newest `keep`; answers the names deleted. */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/**
 * Daily backups at BACKUP_AT in TIME_ZONE into BACKUP_DIR, keeping the newest BACKUP_KEEP. Every process looks each
 * minute (and once ready) for the run that is due; the one whose claim of it in the database succeeds makes it, so
 * several processes on one PostgreSQL make one archive. A run missed while no process was up is made by the next
 * one to start, within the day. A failure is logged, counted and kept with the run, never silent.
 */
export default fp<BackupScheduleOptions>(
  async (app, { settings, run, metrics, checkEveryMs = CHECK_EVERY_MS }) => {
    const stopping = new AbortController();
    let running: Promise<void> | undefined;

    const makeBackup = async (slot: Date) => {
      const file = path.join(settings.dir, scheduledArchiveName(slot, app.settings.timeZone));
      app.log.info(`backup: making ${file}`);
      try {
        const { bytes } = await run(file, stopping.signal);
        await finishScheduledBackup(app.db, slot, { finishedAt: new Date(app.now()), file, bytes });
        const pruned = await pruneArchives(settings.dir, settings.keep);
        app.log.info(`backup: wrote ${file} (${bytes} bytes)${pruned.length ? `; deleted ${pruned.join(', ')}` : ''}`);
      } catch (error) {
        metrics?.backupFailures.inc();
        app.log.error({ err: error }, `backup: ${file} failed`);
        await finishScheduledBackup(app.db, slot, {
          finishedAt: new Date(app.now()),
          error: (error as Error).message,
        }).catch((recordError: unknown) => app.log.error({ err: recordError }, 'backup: could not record the failure'));
      }
    };

    const check = async () => {
      if (running || stopping.signal.aborted) return;
      try {
        const slot = dueSlot(app.now(), settings.at, app.settings.timeZone);
        if (!(await claimScheduledBackup(app.db, slot, new Date(app.now())))) return;
        running = makeBackup(slot).finally(() => {
          running = undefined;
        });
      } catch (error) {
        app.log.warn({ err: error }, 'backup: could not look for a due run');
      }
    };

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void check(), checkEveryMs).unref();
      void check();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      stopping.abort();
      await running;
    });
  },
  { name: 'backup-schedule' },
);
