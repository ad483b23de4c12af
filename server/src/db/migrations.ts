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

/** Applies the migrations not yet recorded in `schema_migrations`, in order, in one transaction. Answers their names. */
export async function applyMigrations(db: Database, directory: string): Promise<string[]> {
  const migrations = await listMigrations(directory);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATIONS_LOCK_KEY]);
    await tx.execScript(
      `create table if not exists schema_migrations (
         version integer primary key,
         name text not null,
         applied_at timestamptz not null default now()
       )`,
    );
    const applied = new Set(
      (await tx.query<{ version: number }>('select version from schema_migrations')).map((row) => row.version),
    );
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.execScript(await readFile(migration.file, 'utf8'));
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
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
