import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { createPasswords } from './auth/passwords';
import { loadSigningSecret } from './auth/signing-secret';
import { readSettings, SettingsError } from './config';
import { secureDataFolder } from './db/data-folder';
import type { Database } from './db/database';
import { applyMigrations } from './db/migrations';
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
    });
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
    stopGracefully(app, db);
    // One write, last: whoever waits for the address reads the first admin's notice with it.
    const notice = firstAdmin ? `${firstAdminNotice(firstAdmin)}\n` : '';
    process.stdout.write(`Group scheduler is running at ${address}\n${notice}`);
  } catch (error) {
    await app?.close();
    await db.close();
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
function stopGracefully(app: Awaited<ReturnType<typeof buildApp>>, db: Database): void {
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
      process.exit(cut ? 1 : 0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  // A settings problem is the operator's to fix: say what is wrong without a stack trace.
  process.stderr.write(
    `${error instanceof SettingsError ? error.message : ((error as Error)?.stack ?? String(error))}\n`,
  );
  process.exit(1);
});
