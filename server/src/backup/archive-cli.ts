import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import { SIGNING_SECRET_FILE } from '../auth/signing-secret';
import { readSettings, type Settings, SettingsError } from '../config';
import { loadMigrations } from '../db/migrations';
import { pgliteDirOf } from '../db/open-database';
import { startPglite } from '../db/pglite-database';
import { MIGRATIONS_DIR } from '../paths';
import { type ArchiveConnection, pgliteConnection, postgresConnection } from './archive-connection';
import { NotAnArchiveError, openArchive } from './archive-file';
import { type FinishedBackup, recordBackup } from './backup-runs-repository';
import { askDataFolderHolder, DataFolderInUseError, type HeldDataFolder, holdDataFolder } from './data-folder-holder';
import {
  backUpDatabase,
  checkArchive,
  existingTables,
  type RestoredTable,
  RestoreRefusedError,
  restoreDatabase,
} from './database-archive';

const USAGE = `usage: npm run backup -- FILE     write an archive of the database and the signing secret to FILE
       npm run restore -- FILE    restore FILE into an empty database (DATABASE_URL, or PGlite in DATA_DIR)
The server's own settings (DATABASE_URL, DATA_DIR, JWT_SECRET) say which database.`;

/** How much lower than the servers a backup runs (nice(1)'s default step); raising it needs no privilege. */
const BACKUP_NICENESS = 10;

/** A problem the operator can fix: printed without a stack trace. */
class ArchiveCommandError extends Error {}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const engineName = (settings: Settings) => (settings.databaseUrl ? 'PostgreSQL' : `PGlite in ${settings.dataDir}`);

/** The secret the server signs with: JWT_SECRET, or the one it generated into DATA_DIR; never a new one. */
async function signingSecretOf(settings: Settings): Promise<string> {
  if (settings.jwtSecret) return settings.jwtSecret;
  const file = path.join(settings.dataDir, SIGNING_SECRET_FILE);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    throw new ArchiveCommandError(
      `No signing secret: JWT_SECRET is unset and ${file} does not exist. Run this with the server's settings (DATA_DIR, DATABASE_URL, JWT_SECRET).`,
    );
  }
}

/**
 * Runs `work` on the PGlite of a stopped server, holding its data folder meanwhile so that no server starts on it;
 * null when a server holds it (then it is asked instead).
 */
async function withStoppedPglite<Result>(
  dataDir: string,
  work: (held: HeldDataFolder) => Promise<Result>,
): Promise<{ result: Result } | null> {
  let held: HeldDataFolder;
  try {
    held = await holdDataFolder(dataDir);
  } catch (error) {
    if (error instanceof DataFolderInUseError) return null;
    throw error;
  }
  try {
    return { result: await work(held) };
  } finally {
    await held.release();
  }
}

async function withConnection<Result>(
  open: () => Promise<ArchiveConnection>,
  work: (connection: ArchiveConnection) => Promise<Result>,
): Promise<Result> {
  const connection = await open();
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

/** Backs up, records the backup unless told not to (a scheduled run is recorded by its server), and reports. */
async function backUp(settings: Settings, file: string, record: boolean): Promise<void> {
  if (existsSync(file)) throw new ArchiveCommandError(`${file} exists already: name a new file.`);
  if (!existsSync(path.dirname(file))) throw new ArchiveCommandError(`The folder of ${file} does not exist.`);
  const secret = await signingSecretOf(settings);
  const startedAt = new Date();
  const backUpFrom = async (connection: ArchiveConnection) => {
    const { manifest, bytes } = await backUpDatabase(connection, file, secret, startedAt);
    return { manifest, run: { startedAt, finishedAt: new Date(), file, bytes } satisfies FinishedBackup };
  };
  let outcome: Awaited<ReturnType<typeof backUpFrom>>;
  if (settings.databaseUrl) {
    const url = settings.databaseUrl;
    outcome = await withConnection(
      () => postgresConnection(url),
      async (connection) => {
        const made = await backUpFrom(connection);
        if (record) await recordBackup(connection, made.run);
        return made;
      },
    );
  } else {
    outcome = await backUpPglite(settings.dataDir, backUpFrom, record);
  }
  const { manifest, run } = outcome;
  const seconds = ((run.finishedAt.getTime() - run.startedAt.getTime()) / 1000).toFixed(1);
  console.log(
    `Backed up ${engineName(settings)} (schema ${manifest.schemaVersion}, ${manifest.tables.length} tables) to ${file}: ${megabytes(run.bytes)} in ${seconds} s.`,
  );
}

type BackUpFrom = (
  connection: ArchiveConnection,
) => Promise<{ manifest: Awaited<ReturnType<typeof backUpDatabase>>['manifest']; run: FinishedBackup }>;

/** A running server makes a snapshot to read; a stopped one's files are read while its data folder is held. */
async function backUpPglite(dataDir: string, backUpFrom: BackUpFrom, record: boolean) {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await askDataFolderHolder(dataDir, { command: 'snapshot' });
    if (answer?.ok) {
      const folder = String(answer.folder);
      try {
        const made = await withConnection(async () => pgliteConnection(await startPglite(folder)), backUpFrom);
        if (record) await askDataFolderHolder(dataDir, { command: 'record', ...made.run });
        return made;
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    }
    if (answer)
      throw new ArchiveCommandError(`The server holding ${dataDir} could not make a snapshot: ${answer.error}`);
    const stopped = await withStoppedPglite(dataDir, async () => {
      if (!existsSync(pgliteDirOf(dataDir))) throw new ArchiveCommandError(`${dataDir} holds no database.`);
      return withConnection(
        async () => pgliteConnection(await startPglite(pgliteDirOf(dataDir))),
        async (connection) => {
          const made = await backUpFrom(connection);
          if (record) await recordBackup(connection, made.run);
          return made;
        },
      );
    });
    // A server started between the question and the hold: ask it on the next turn.
    if (stopped) return stopped.result;
  }
  throw new ArchiveCommandError(`${dataDir} is in use by a process that does not answer.`);
}

function refuseNonEmpty(tables: string[], remedy: string): void {
  if (tables.length === 0) return;
  const shown = tables.slice(0, 6).join(', ');
  throw new RestoreRefusedError(
    `The target database is not empty: it holds ${tables.length} tables (${shown}${tables.length > 6 ? ', …' : ''}). A restore writes only into an empty database, so that nothing there is lost or mixed with the archive: ${remedy}`,
  );
}

/** The signing secret goes with the data: feed links and open sessions were made with it. */
async function placeSigningSecret(settings: Settings, secret: string): Promise<string> {
  if (settings.jwtSecret) {
    return settings.jwtSecret === secret
      ? 'JWT_SECRET is the archive’s signing secret.'
      : 'JWT_SECRET differs from the archive’s signing secret: calendar feed links and sessions made before the backup will not work. To keep them, set JWT_SECRET to the archive’s secret (its file signing-secret: tar -xzOf FILE signing-secret).';
  }
  await mkdir(settings.dataDir, { recursive: true, mode: 0o700 });
  await writeFile(path.join(settings.dataDir, SIGNING_SECRET_FILE), secret, { mode: 0o600 });
  return `The archive’s signing secret is in ${path.join(settings.dataDir, SIGNING_SECRET_FILE)}.`;
}

async function restore(settings: Settings, file: string): Promise<void> {
  if (!existsSync(file)) throw new ArchiveCommandError(`${file} does not exist.`);
  const migrations = await loadMigrations(MIGRATIONS_DIR);
  const archive = await openArchive(file);
  const started = Date.now();
  let outcome: { tables: RestoredTable[]; migratedForward: string[] };
  try {
    checkArchive(archive.manifest, migrations);
    if (settings.databaseUrl) {
      const url = settings.databaseUrl;
      outcome = await withConnection(
        () => postgresConnection(url),
        async (connection) => {
          refuseNonEmpty(
            await existingTables(connection),
            'create an empty database (createdb --owner=<role> <name>) and point DATABASE_URL at it, or drop these tables.',
          );
          return restoreDatabase(connection, archive, migrations);
        },
      );
    } else {
      const done = await withStoppedPglite(settings.dataDir, () =>
        restorePglite(settings.dataDir, (connection) => restoreDatabase(connection, archive, migrations)),
      );
      if (!done) {
        throw new RestoreRefusedError(`A server is running on ${settings.dataDir}: stop it, then restore.`);
      }
      outcome = done.result;
    }
  } finally {
    archive.close();
  }
  const secretNote = await placeSigningSecret(settings, archive.signingSecret);
  const { manifest } = archive;
  const counts = outcome.tables
    .filter((table) => ['users', 'teams', 'venues', 'meetings'].includes(table.name))
    .map((table) => `${table.rows} ${table.name}`)
    .join(', ');
  const forward = outcome.migratedForward.length ? ` then applied ${outcome.migratedForward.join(', ')};` : '';
  console.log(
    `Restored ${file} (made ${manifest.createdAt} on ${manifest.databaseVersion}, schema ${manifest.schemaVersion}) into ${engineName(settings)}: ${counts};${forward} in ${((Date.now() - started) / 1000).toFixed(1)} s.\n${secretNote}`,
  );
}

/**
 * Restores into a new folder beside DATA_DIR/pglite and moves it into place once complete, so a failed restore
 * leaves no half database. An existing DATA_DIR/pglite must hold no tables.
 */
async function restorePglite<Result>(
  dataDir: string,
  work: (connection: ArchiveConnection) => Promise<Result>,
): Promise<Result> {
  const target = pgliteDirOf(dataDir);
  if (existsSync(target) && (await readdir(target)).length > 0) {
    const tables = await withConnection(async () => pgliteConnection(await startPglite(target)), existingTables);
    refuseNonEmpty(tables, `move ${target} away, or restore with another, empty DATA_DIR.`);
  }
  const building = `${target}.restoring`;
  await rm(building, { recursive: true, force: true });
  try {
    const result = await withConnection(async () => pgliteConnection(await startPglite(building)), work);
    await rm(target, { recursive: true, force: true });
    await rename(building, target);
    return result;
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
}

/** Operator errors are one clear line; anything else keeps its stack for a bug report. */
const OPERATOR_ERRORS = [
  ArchiveCommandError,
  RestoreRefusedError,
  NotAnArchiveError,
  SettingsError,
  DataFolderInUseError,
];

async function main(argv: string[]): Promise<number> {
  const [command, file, ...flags] = argv;
  if (!['backup', 'restore'].includes(command ?? '') || !file || flags.some((flag) => flag !== '--no-record')) {
    console.error(USAGE);
    return 2;
  }
  // Like the server: what this process writes (PGlite's files, the archive) is its account's alone.
  process.umask(0o077);
  const settings = readSettings();
  const target = path.resolve(file);
  // A backup runs beside the servers it reads, as `nice pg_dump` would: on a busy machine they answer first.
  if (command === 'backup') {
    setPriority(BACKUP_NICENESS);
    await backUp(settings, target, !flags.includes('--no-record'));
  } else {
    await restore(settings, target);
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = OPERATOR_ERRORS.some((kind) => error instanceof kind);
    console.error(known ? (error as Error).message : ((error as Error)?.stack ?? String(error)));
    process.exit(1);
  },
);
