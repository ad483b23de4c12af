import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { TEST_START, testFolder } from '../../test/test-app';
import { DATABASE_HOOK_TIMEOUT_MS } from '../../test/test-databases';
import { type LoadedMigration, loadMigrations, migrateWithin } from '../db/migrations';
import { startPglite } from '../db/pglite-database';
import { MIGRATIONS_DIR } from '../paths';
import { type ArchiveConnection, pgliteConnection, postgresConnection } from './archive-connection';
import { openArchive } from './archive-file';
import { backUpDatabase, checkArchive, RestoreRefusedError, restoreDatabase } from './database-archive';

const SECRET = 'signing-secret-of-the-archive-tests-0123456789';

/** Empty databases of each engine, as ArchiveConnections; each closes and goes away after the file. */
function archiveEngines(): { name: string; open: () => Promise<ArchiveConnection> }[] {
  const engines = [{ name: 'pglite', open: async () => pgliteConnection(await startPglite(testFolder('pglite-'))) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) engines.push({ name: 'postgres', open: () => postgresSchema(url) });
  return engines;
}

async function postgresSchema(url: string): Promise<ArchiveConnection> {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const connection = await postgresConnection(url, `${schema},public`);
  return {
    ...connection,
    close: async () => {
      await connection.close();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    },
  };
}

const opened: ArchiveConnection[] = [];
async function open(engine: { open: () => Promise<ArchiveConnection> }): Promise<ArchiveConnection> {
  const connection = await engine.open();
  opened.push(connection);
  return connection;
}
afterAll(async () => {
  for (const connection of opened) await connection.close();
});

let migrations: LoadedMigration[];
beforeAll(async () => {
  migrations = await loadMigrations(MIGRATIONS_DIR);
});

describe.each(archiveEngines())('an archive of the previous schema, made on $name', (from) => {
  let file: string;
  let previous: LoadedMigration;

  beforeAll(async () => {
    const source = await open(from);
    const older = migrations.slice(0, -1);
    previous = older.at(-1) as LoadedMigration;
    await source.query('begin');
    await migrateWithin(source, older);
    await source.query('commit');
    await source.query(
      `insert into changes (at, actor, action, kind, record_id, fields)
       values ($1, 'jsmith', 'create', 'venue', 'Aula', '{}'), ($1, 'jsmith', 'create', 'venue', 'Lab 2', '{}')`,
      [new Date(TEST_START)],
    );
    file = path.join(testFolder('archives-'), 'previous.tar.gz');
    const { manifest } = await backUpDatabase(source, file, SECRET, new Date(TEST_START));
    expect(manifest.schemaVersion).toBe(previous.version);
  }, DATABASE_HOOK_TIMEOUT_MS);

  it.each(archiveEngines())(
    'restores into $name, then applies the newer migrations to it',
    async (into) => {
      const target = await open(into);
      const archive = await openArchive(file);
      try {
        const { tables, migratedForward } = await restoreDatabase(target, archive, migrations);
        expect(migratedForward).toEqual([migrations.at(-1)?.name]);
        expect(tables.find((table) => table.name === 'changes')?.rows).toBe(2);
      } finally {
        archive.close();
      }
      const applied = await target.query<{ version: number }>('select version from schema_migrations order by version');
      expect(applied.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
      const changes = await target.query<{ record_id: string }>('select record_id from changes order by id');
      expect(changes.map((row) => row.record_id)).toEqual(['Aula', 'Lab 2']);
      // Identities go on from where the backed-up database was.
      const [next] = await target.query<{ id: string }>(
        `insert into changes (at, actor, action, kind, record_id, fields)
         values (now(), 'jsmith', 'create', 'venue', 'Hall', '{}') returning id::text as id`,
      );
      expect(next?.id).toBe('3');
    },
    DATABASE_HOOK_TIMEOUT_MS,
  );

  it('is refused by a server that knows only older migrations, naming both versions', async () => {
    const archive = await openArchive(file);
    archive.close();
    expect(() => checkArchive(archive.manifest, migrations.slice(0, -2))).toThrow(RestoreRefusedError);
    expect(() => checkArchive(archive.manifest, migrations.slice(0, -2))).toThrow(
      `The archive's schema is at version ${previous.version} (made by version`,
    );
  });
});
