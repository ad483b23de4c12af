import path from 'node:path';
import type { Settings } from '../config';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** Where PGlite keeps its files in DATA_DIR. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite files under DATA_DIR/pglite. */
export async function openDatabase(settings: Pick<Settings, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (settings.databaseUrl) return openPostgresDatabase({ connectionString: settings.databaseUrl });
  return openPgliteDatabase(pgliteDirOf(settings.dataDir));
}
