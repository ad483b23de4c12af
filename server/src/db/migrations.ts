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

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, in one transaction, and answers their
 * names. Each is recorded with the sha256 of its text: an applied migration whose file changed since stops the start
 * with a ChangedMigrationError naming it. Migrations applied before checksums were kept get theirs on this start.
 */
export async function applyMigrations(db: Database, directory: string): Promise<string[]> {
  const migrations = await Promise.all(
    (await listMigrations(directory)).map(async (migration) => {
      const sql = await readFile(migration.file, 'utf8');
      return { ...migration, sql, checksum: checksumOf(sql) };
    }),
  );
  return db.transaction(async (tx) => {
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
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.execScript(migration.sql);
      await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
    }
    return pending.map((migration) => migration.name);
  });
}

/** The highest applied migration number, or 0 before the first start. */
export async function schemaVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: number | null }>('select max(version) as version from schema_migrations');
  return row?.version ?? 0;
}
