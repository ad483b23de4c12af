import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database';
import { pgliteDirOf } from '../db/open-database';
import { recordBackup } from './backup-runs-repository';
import type { HeldDataFolder } from './data-folder-holder';
import { snapshotPglite } from './pglite-snapshot';

/** Where a running server puts the snapshots `npm run backup` asks it for; what is there at a start is left over. */
export const SNAPSHOTS_FOLDER = 'backup-snapshots';

/**
 * What a running PGlite server answers through its data folder's socket: `snapshot` (a consistent copy of its
 * database for `npm run backup` to read, one at a time) and `record` (a backup made from one, noted in the database).
 */
export async function servePgliteHolder(held: HeldDataFolder, db: Database, dataDir: string): Promise<void> {
  const snapshots = path.join(dataDir, SNAPSHOTS_FOLDER);
  await rm(snapshots, { recursive: true, force: true });
  let previous: Promise<unknown> = Promise.resolve();
  held.serve({
    snapshot: async () => {
      const folder = path.join(snapshots, randomUUID());
      const taken = previous.catch(() => {}).then(() => snapshotPglite(db, pgliteDirOf(dataDir), folder));
      previous = taken;
      await taken;
      return { folder };
    },
    record: async (request) => {
      const { startedAt, finishedAt, file, bytes } = request as unknown as Record<string, string | number>;
      await recordBackup(db, {
        startedAt: new Date(String(startedAt)),
        finishedAt: new Date(String(finishedAt)),
        file: String(file),
        bytes: Number(bytes),
      });
      return {};
    },
  });
}
