import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Queryable } from './database';

/** Every process applying migrations takes this lock first, so two servers on one PostgreSQL never race. */
const MIGRATIONS_LOCK_KEY = 7_301_246_001;

export interface MigrationFile {
  version: number;
  name: string;
  file: string;
}

/** `001_users_and_sessions.sql` → version 1. Files that do not follow the pattern are not migrations. */
export async function listMigrations(directory: string): Promise<MigrationFile[]> {
  const migrations: MigrationFile[] = [];
  for (const name of await readdir(directory)) {
    const match = /^(\d+)_[\w-]+\.sql$/.exec(name);
    if (match?.[1]) migrations.push({ version: Number(match[1]), name, file: path.join(directory, name) });
  }
  migrations.sort((a, b) => a.version - b.version);
  const duplicate = migrations.find((migration, index) => migrations[index - 1]?.version === migration.version);
  if (duplicate) throw new Error(`Two migrations share the number ${duplicate.version} in ${directory}.`);
  return migrations;
}

/** An applied migration whose file no longer holds the text that was applied: the database and the code disagree. */
export class ChangedMigrationError extends Error {
  constructor(name: string) {
    super(
      `Migration ${name} was changed after it was applied to this database. Restore its text and add a new migration for the change.`,
    );
    this.name = 'ChangedMigrationError';
  }
}

const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');

/** A migration with its text and the checksum recorded when it is applied. */
export interface LoadedMigration extends MigrationFile {
  sql: string;
  checksum: string;
}

/** The migrations of a folder, in order, each with its text. */
export async function loadMigrations(directory: string): Promise<LoadedMigration[]> {
  return Promise.all(
    (await listMigrations(directory)).map(async (migration) => {
      const sql = await readFile(migration.file, 'utf8');
      return { ...migration, sql, checksum: checksumOf(sql) };
    }),
  );
}

/**
 * The database holds migrations this server does not know: a newer version of the product upgraded it. Starting on it
 * could write data in a shape the newer code no longer reads.
 */
export class NewerSchemaError extends Error {
  constructor(
    readonly databaseVersion: number,
    readonly knownVersion: number,
  ) {
    super(
      `The database's schema is at version ${databaseVersion}, newer than this server's newest migration, ${knownVersion}: a newer version of the product has upgraded it. Start that version (or a newer one), or restore a backup made before the upgrade.`,
    );
    this.name = 'NewerSchemaError';
  }
}

/**
 * Applies, inside `tx`, the migrations not yet recorded in `schema_migrations` (up to `upTo`, all when omitted), in
 * order, and answers their names. First it takes the migrations' lock, so of several processes starting together on
 * one PostgreSQL one applies them and the others find them applied. Each is recorded with the sha256 of its text: an
 * applied migration whose file changed since stops the start with a ChangedMigrationError naming it, and a database
 * holding a migration newer than any known a NewerSchemaError. Migrations applied before checksums were kept get
 * theirs now.
 */
export async function migrateWithin(
  tx: Queryable,
  migrations: readonly LoadedMigration[],
  upTo = Number.POSITIVE_INFINITY,
): Promise<string[]> {
  await tx.query('select pg_advisory_xact_lock($1)', [MIGRATIONS_LOCK_KEY]);
  await tx.execScript(
    `create table if not exists schema_migrations (
       version integer primary key,
       name text not null,
       applied_at timestamptz not null default now()
     );
     alter table schema_migrations add column if not exists checksum text null`,
  );
  const applied = new Map(
    (
      await tx.query<{ version: number; checksum: string | null }>('select version, checksum from schema_migrations')
    ).map((row) => [row.version, row.checksum]),
  );
  const newestKnown = migrations.at(-1)?.version ?? 0;
  const newestApplied = Math.max(0, ...applied.keys());
  if (newestApplied > newestKnown) throw new NewerSchemaError(newestApplied, newestKnown);
  for (const migration of migrations.filter((each) => applied.has(each.version))) {
    const recorded = applied.get(migration.version);
    if (recorded === null) {
      await tx.query('update schema_migrations set checksum = $2 where version = $1', [
        migration.version,
        migration.checksum,
      ]);
    } else if (recorded !== migration.checksum) {
      throw new ChangedMigrationError(migration.name);
    }
  }
  const pending = migrations.filter((migration) => !applied.has(migration.version) && migration.version <= upTo);
  for (const migration of pending) {
    await tx.execScript(migration.sql);
    await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
      migration.version,
      migration.name,
      migration.checksum,
    ]);
  }
  return pending.map((migration) => migration.name);
}

/** Applies every pending migration of `directory` in one transaction (see `migrateWithin`); answers their names. */
export async function applyMigrations(db: Database, directory: string): Promise<string[]> {
  const migrations = await loadMigrations(directory);
  return db.transaction((tx) => migrateWithin(tx, migrations));
}

/** The highest applied migration number, or 0 before the first start. */
export async function schemaVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: number | null }>('select max(version) as version from schema_migrations');
  return row?.version ?? 0;
}
