import serverPackage from '../../package.json';
import { type LoadedMigration, migrateWithin } from '../db/migrations';
import { shortDatabaseVersion } from '../system/system-repository';
import { type ArchiveConnection, identifier } from './archive-connection';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  type ArchiveManifest,
  type OpenedArchive,
  type TableData,
  writeArchive,
} from './archive-file';

/** Kept by the migrations themselves, never copied: a restore applies the archive's migrations to an empty database. */
const MIGRATIONS_TABLE = 'schema_migrations';

interface TableShape {
  name: string;
  columns: string[];
}

/** The tables of the connection's schema with their stored columns, each after the tables its foreign keys name. */
async function tablesInRestoreOrder(connection: ArchiveConnection): Promise<TableShape[]> {
  const columns = await connection.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_class c join pg_attribute a on a.attrelid = c.oid
      where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const references = await connection.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
      where k.contype = 'f' and child.relnamespace = current_schema()::regnamespace and child.oid <> parent.oid`,
  );
  const shapes = new Map<string, TableShape>();
  for (const row of columns) {
    if (row.table_name === MIGRATIONS_TABLE) continue;
    const shape = shapes.get(row.table_name) ?? { name: row.table_name, columns: [] };
    shape.columns.push(row.column_name);
    shapes.set(row.table_name, shape);
  }
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: readonly string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name)) throw new Error(`Foreign keys form a cycle: ${[...path, name].join(' → ')}`);
    for (const { parent } of references.filter((reference) => reference.child === name)) {
      place(parent, [...path, name]);
    }
    const shape = shapes.get(name);
    if (shape) ordered.push(shape);
    placed.add(name);
  };
  for (const name of [...shapes.keys()].sort()) place(name, []);
  return ordered;
}

/** Each identity column's sequence in the connection's schema, as a restore sets it again. */
async function sequencesOf(connection: ArchiveConnection): Promise<ArchiveManifest['sequences']> {
  const owned = await connection.query<{ table_name: string; column_name: string; sequence_name: string }>(
    `select c.relname as table_name, a.attname as column_name, s.relname as sequence_name
       from pg_class s
       join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
       join pg_class c on c.oid = d.refobjid
       join pg_attribute a on a.attrelid = c.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and s.relnamespace = current_schema()::regnamespace
      order by c.relname, a.attname`,
  );
  const sequences: ArchiveManifest['sequences'] = [];
  for (const { table_name, column_name, sequence_name } of owned) {
    const [state] = await connection.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text as last_value, is_called from ${identifier(sequence_name)}`,
    );
    if (state) {
      sequences.push({
        table: table_name,
        column: column_name,
        lastValue: state.last_value,
        isCalled: state.is_called,
      });
    }
  }
  return sequences;
}

/** What the archive will hold, read inside the backup's transaction. */
async function manifestOf(connection: ArchiveConnection, createdAt: Date): Promise<ArchiveManifest> {
  const migrations = await connection.query<{ version: number; name: string; checksum: string | null }>(
    `select version, name, checksum from ${MIGRATIONS_TABLE} order by version`,
  );
  const [version] = await connection.query<{ version: string }>('select version() as version');
  return {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    engine: connection.engine,
    databaseVersion: shortDatabaseVersion(version?.version ?? ''),
    backendVersion: serverPackage.version,
    schemaVersion: migrations.at(-1)?.version ?? 0,
    migrations: migrations.map(({ version, name, checksum }) => ({ version, name, checksum: checksum ?? '' })),
    tables: await tablesInRestoreOrder(connection),
    sequences: await sequencesOf(connection),
  };
}

async function* tableData(connection: ArchiveConnection, tables: readonly TableShape[]): AsyncIterable<TableData> {
  for (const table of tables) yield { name: table.name, data: await connection.copyOut(table.name, table.columns) };
}

/**
 * Writes the whole database behind `connection` and the signing secret into one archive, all of it read in one
 * repeatable-read transaction: one snapshot, as pg_dump reads, so every table is as it was at one instant however
 * many writes go on meanwhile (on a PostgreSQL server; a PGlite's files are first snapshotted by its server).
 */
export async function backUpDatabase(
  connection: ArchiveConnection,
  file: string,
  signingSecret: string,
  now: Date,
): Promise<{ manifest: ArchiveManifest; bytes: number }> {
  await connection.query('begin isolation level repeatable read, read only');
  try {
    const manifest = await manifestOf(connection, now);
    const bytes = await writeArchive(file, manifest, signingSecret, tableData(connection, manifest.tables));
    await connection.query('commit');
    return { manifest, bytes };
  } catch (error) {
    await connection.query('rollback').catch(() => {});
    throw error;
  }
}

/** The archive cannot be restored by this server, or not into this database; nothing was written. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/**
 * Refuses an archive this server cannot restore: a later format, a schema newer than its migrations, or migrations
 * that differ from its own (the archive then comes from another product or a changed build).
 */
export function checkArchive(manifest: ArchiveManifest, migrations: readonly LoadedMigration[]): void {
  const newestKnown = migrations.at(-1)?.version ?? 0;
  if (manifest.formatVersion > ARCHIVE_FORMAT_VERSION) {
    throw new RestoreRefusedError(
      `The archive is of format ${manifest.formatVersion}, made by version ${manifest.backendVersion} of the product; this one reads formats up to ${ARCHIVE_FORMAT_VERSION}. Restore it with version ${manifest.backendVersion} or newer.`,
    );
  }
  if (manifest.schemaVersion > newestKnown) {
    throw new RestoreRefusedError(
      `The archive's schema is at version ${manifest.schemaVersion} (made by version ${manifest.backendVersion} of the product), newer than this server's newest migration, ${newestKnown}. Restore it with version ${manifest.backendVersion} or newer.`,
    );
  }
  for (const archived of manifest.migrations) {
    const known = migrations.find((migration) => migration.version === archived.version);
    if (!known || (archived.checksum && known.checksum !== archived.checksum)) {
      throw new RestoreRefusedError(
        `The archive's migration ${archived.name} differs from this server's ${known?.name ?? `(none numbered ${archived.version})`}: it was made by another build of the product, which this one cannot restore.`,
      );
    }
  }
}

/** What a restore would write over: the connection's schema holds tables. */
export async function existingTables(connection: ArchiveConnection): Promise<string[]> {
  const tables = await connection.query<{ name: string }>(
    `select relname as name from pg_class
      where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p') order by relname`,
  );
  return tables.map((table) => table.name);
}

export interface RestoredTable {
  name: string;
  rows: number;
}

/**
 * Restores an archive into the empty database behind `connection`, in one transaction: the archive's migrations,
 * its rows with every trigger off (the rows already hold what the triggers computed), its sequences, then this
 * server's newer migrations, which carry the data forward as they would have at an upgrade. Answers each table's rows
 * and the migrations applied after the archive's.
 */
export async function restoreDatabase(
  connection: ArchiveConnection,
  archive: OpenedArchive,
  migrations: readonly LoadedMigration[],
): Promise<{ tables: RestoredTable[]; migratedForward: string[] }> {
  const { manifest } = archive;
  checkArchive(manifest, migrations);
  await connection.query('begin');
  try {
    await migrateWithin(connection, migrations, manifest.schemaVersion);
    const tables = manifest.tables.map((table) => identifier(table.name));
    for (const table of tables) await connection.query(`alter table ${table} disable trigger user`);
    // Rows a migration itself wrote (counters, defaults) make way for the archive's.
    if (tables.length > 0) await connection.query(`truncate ${tables.join(', ')}`);
    const restored: RestoredTable[] = [];
    for await (const table of archive.tables()) {
      const shape = manifest.tables.find((each) => each.name === table.name);
      if (!shape) throw new RestoreRefusedError(`The archive holds a table its manifest does not name: ${table.name}`);
      restored.push({ name: table.name, rows: await connection.copyIn(table.name, shape.columns, table.data) });
    }
    for (const table of tables) await connection.query(`alter table ${table} enable trigger user`);
    for (const sequence of manifest.sequences) {
      await connection.query(`select setval(pg_get_serial_sequence(format('%I', $1::text), $2), $3::bigint, $4)`, [
        sequence.table,
        sequence.column,
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    const migratedForward = await migrateWithin(connection, migrations);
    await connection.query('commit');
    return { tables: restored, migratedForward };
  } catch (error) {
    await connection.query('rollback').catch(() => {});
    throw error;
  }
}
