import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/database';

/**
 * What PostgreSQL's own base backups leave out of a copy of its data folder (pg_basebackup's list): the write-ahead
 * log, copied last on its own, and folders of the running server's state, which a copy gets empty.
 */
const LEFT_OUT = new Set([
  'pg_wal',
  'postmaster.pid',
  'postmaster.opts',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

async function copyFolder(from: string, to: string, leftOut: ReadonlySet<string> = new Set()): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (leftOut.has(entry.name)) {
      if (entry.isDirectory()) await mkdir(target, { recursive: true });
    } else if (entry.isDirectory()) {
      await copyFolder(source, target);
    } else if (entry.isFile()) {
      // In libuv's thread pool: the server's thread goes on serving while the files are read.
      await copyFile(source, target);
    }
  }
}

/**
 * Copies a running PGlite's data folder into `into` (which must not exist), consistent without stopping it, the way
 * PostgreSQL's online base backups are: `pg_backup_start` makes a checkpoint from which its write-ahead log can
 * repair any page a write changed during the copy, the files are copied while requests go on, `pg_backup_stop`
 * ends the backup and gives the label that tells a server opening the copy where to start, and the write-ahead log
 * written until then is copied last. Opened, the copy replays that log and holds every transaction committed before
 * `pg_backup_stop` and none half done. Requests wait only for the checkpoint.
 */
export async function snapshotPglite(db: Queryable, dataDir: string, into: string): Promise<void> {
  await db.query("select pg_backup_start('group-scheduler backup', true)");
  let stopped = false;
  try {
    await copyFolder(dataDir, into, LEFT_OUT);
    const [stop] = await db.query<{ labelfile: string }>('select labelfile from pg_backup_stop(false)');
    stopped = true;
    await writeFile(path.join(into, 'backup_label'), stop?.labelfile ?? '');
    await copyFolder(path.join(dataDir, 'pg_wal'), path.join(into, 'pg_wal'));
  } finally {
    // A failed copy must not leave the session in backup mode: the next backup could not start.
    if (!stopped) await db.query('select pg_backup_stop(false)').catch(() => {});
  }
}
