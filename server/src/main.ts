import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { createPasswords } from './auth/passwords';
import { loadSigningSecret } from './auth/signing-secret';
import { runArchiveProcess } from './backup/archive-runner';
import { DataFolderInUseError, type HeldDataFolder, holdDataFolder } from './backup/data-folder-holder';
import { servePgliteHolder } from './backup/pglite-holder';
import { readSettings, SettingsError } from './config';
import { secureDataFolder } from './db/data-folder';
import type { Database } from './db/database';
import { applyMigrations, ChangedMigrationError, NewerSchemaError } from './db/migrations';
import { openDatabase } from './db/open-database';
import { storeMeetingTimeZone } from './meetings/meetings-repository';
import { MIGRATIONS_DIR } from './paths';
import { DEMO_PASSWORD, loadDemoData } from './seed/demo-data';
import { ensureFirstAdmin, firstAdminNotice } from './seed/first-admin';
import { VENUE_IMAGE_SWEEP_EVERY_MS } from './venues/venue-image-sweeper';

/** The CLI entry: settings, database, migrations, first admin, optional demo data, then listen. */
async function main(): Promise<void> {
  const settings = readSettings();
  // What this process creates is its account's alone (PGlite sets its own files' modes: see below).
  process.umask(0o077);
  // PGlite's PostgreSQL is WebAssembly, which V8 first runs unoptimised and then optimises function by function as
  // each grows hot. Optimising all of it at once, on another thread, from the start makes a meeting add about a
  // quarter faster, for about a second more of start-up on two cores and 20-some MB more memory. On one thread rather
  // than on each of V8's workers: each thread's compiler memory stays in its own malloc arena, never given back, and
  // one thread holds some 35 MB less for about 1.5 s more of start-up.
  if (!settings.databaseUrl) setFlagsFromString('--no-wasm-dynamic-tiering --wasm-num-compilation-tasks=1');
  // Under a steady stream of requests V8 lets its heap grow to up to four times what is live before it collects; up
  // to one and a half times holds over 100 MB less garbage for a few percent more CPU time (docs/performance.md, 'Memory on
  // PGlite'). Settings read as the process starts (glibc's, V8's young generation) come from its launcher
  // (tooling/processes/server-process.mjs).
  setFlagsFromString('--heap-growing-percent=50');
  // PGlite's files take one process at a time: this one holds them until it exits (a backup asks it for a copy).
  const heldDataFolder = settings.databaseUrl ? null : await holdDataFolder(settings.dataDir);
  const db = await openDatabase(settings);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const applied = await applyMigrations(db, MIGRATIONS_DIR);
    await storeMeetingTimeZone(db, settings.timeZone);
    const signingSecret = await loadSigningSecret(settings);
    const passwords = createPasswords();
    const firstAdmin = await ensureFirstAdmin(db, passwords, settings);
    // Once the database has written its files: PGlite makes them 0666 whatever the umask.
    const unsecured = await secureDataFolder(settings.dataDir);

    app = await buildApp({
      db,
      settings,
      signingSecret,
      logger: true,
      sweepVenueImagesEveryMs: VENUE_IMAGE_SWEEP_EVERY_MS,
      runBackup: runArchiveProcess,
    });
    if (heldDataFolder) await servePgliteHolder(heldDataFolder, db, settings.dataDir);
    app.log.info(`database: ${db.engine}${settings.databaseUrl ? '' : ` in ${settings.dataDir}`}`);
    for (const warning of settings.warnings) app.log.warn(warning);
    for (const problem of unsecured)
      app.log.warn(`data folder: could not make this readable by this account only: ${problem}`);
    if (applied.length > 0) app.log.info(`applied migrations: ${applied.join(', ')}`);
    if (settings.demoData) {
      const added = await loadDemoData(db, passwords, {
        timeZone: settings.timeZone,
        groupAbbreviation: settings.groupAbbreviation,
      });
      app.log.info(
        `demo data: ${added.users} users, ${added.venues} venues, ${added.teams} teams and ${added.meetings} meetings added; demo accounts sign in with "${DEMO_PASSWORD}"`,
      );
    }

    const address = await app.listen({ port: settings.port, host: settings.host });
    // Before the announcement: whoever reads it may send SIGTERM at once.
    stopGracefully(app, db, heldDataFolder);
    // One write, last: whoever waits for the address reads the first admin's notice with it, set apart from the log.
    const notice = firstAdmin ? `\n${standingOut(firstAdminNotice(firstAdmin))}\n\n` : '';
    process.stdout.write(`Group scheduler is running at ${address}\n${notice}`);
  } catch (error) {
    await app?.close();
    await db.close();
    await heldDataFolder?.release();
    throw error;
  }
}

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On SIGTERM or SIGINT: stop listening (new connections are refused, a request arriving on a kept-alive one gets
 * 503), let requests in flight finish, then close the database. A request still running after the grace period
 * has its connection cut, so shutdown cannot hang; the exit code is then 1.
 */
function stopGracefully(
  app: Awaited<ReturnType<typeof buildApp>>,
  db: Database,
  heldDataFolder: HeldDataFolder | null,
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    let cut = false;
    const grace = setTimeout(() => {
      cut = true;
      app.log.warn(`requests still running after ${SHUTDOWN_GRACE_MS} ms: closing their connections`);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    // Should closing the database itself hang, leave anyway.
    setTimeout(() => process.exit(1), 2 * SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      clearTimeout(grace);
      await db.close();
      await heldDataFolder?.release();
      process.exit(cut ? 1 : 0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** Bold on a terminal, where the log's own lines are plain; as it is anywhere else (a file, a log collector). */
function standingOut(text: string): string {
  return process.stdout.isTTY ? `\u001b[1m${text}\u001b[22m` : text;
}

/** Problems the operator fixes (a setting, the database's version, a second process): no stack trace. */
const OPERATOR_ERRORS = [SettingsError, NewerSchemaError, ChangedMigrationError, DataFolderInUseError];

main().catch((error: unknown) => {
  const known = OPERATOR_ERRORS.some((kind) => error instanceof kind);
  process.stderr.write(`${known ? (error as Error).message : ((error as Error)?.stack ?? String(error))}\n`);
  process.exit(1);
});
