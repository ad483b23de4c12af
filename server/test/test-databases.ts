import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../src/db/database';
import { applyMigrations } from '../src/db/migrations';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { MIGRATIONS_DIR } from '../src/paths';

/** Starting PGlite (WASM) takes a few seconds; give hooks that open a database room for it. */
export const DATABASE_HOOK_TIMEOUT_MS = 60_000;

export interface TestDatabaseEngine {
  name: 'pglite' | 'postgres';
  /** A fresh, empty database of its own; closing it also removes it. */
  openEmpty(): Promise<Database>;
  /** The same, with every migration applied. */
  openMigrated(): Promise<Database>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with `describe.each(testDatabaseEngines())`. */
export function testDatabaseEngines(): TestDatabaseEngine[] {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const engines: TestDatabaseEngine[] = [withMigrations('pglite', () => openPgliteDatabase())];
  if (postgresUrl) engines.push(withMigrations('postgres', () => openPostgresSchema(postgresUrl)));
  return engines;
}

function withMigrations(name: TestDatabaseEngine['name'], openEmpty: () => Promise<Database>): TestDatabaseEngine {
  return {
    name,
    openEmpty,
    openMigrated: async () => {
      const db = await openEmpty();
      await applyMigrations(db, MIGRATIONS_DIR);
      return db;
    },
  };
}

/**
 * A schema of its own on the shared PostgreSQL, first on the search path of every pooled connection. `public` stays
 * on it: extensions live there (btree_gist, migration 004), so dropping the test schema never drops them.
 */
async function openPostgresSchema(connectionString: string): Promise<Database> {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();

  const db = openPostgresDatabase({ connectionString, searchPath: `${schema},public` });
  return {
    ...db,
    close: async () => {
      await db.close();
      const cleaner = new pg.Client({ connectionString });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    },
  };
}

/** Empties the tables between tests that share one database. */
export async function deleteAllData(db: Database): Promise<void> {
  await db.query('delete from meetings');
  await db.query('delete from teams');
  await db.query('delete from venues');
  await db.query('delete from venue_images');
  await db.query('delete from sessions');
  await db.query('delete from sign_in_failures');
  await db.query('delete from rate_limit_windows');
  await db.query('delete from users');
  await db.query('delete from changes');
  await db.query('delete from outbox');
}
