// Backups of running servers, restored into the other engine: `npm run backup` of a PGlite server while meetings are
// being added, restored by `npm run restore` into an empty PostgreSQL database, and the reverse. A server started on
// each restore signs the Admin in and holds every meeting acknowledged before the backup began, each with its change
// record and its mail, and nothing never sent. A restore over a database that is not empty is refused, and so is an
// archive of a newer schema; neither writes anything.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../../tooling/processes/server-process.mjs';
import { figure, percentile } from '../figures.mjs';
import {
  ADMIN,
  archiveCommand,
  check,
  JWT_SECRET,
  meetingIdsOf,
  meetingWriter,
  ok,
  pgliteDataDir,
  postgresDatabase,
  runTag,
  serve,
  signIn,
  sleep,
  temporaryDir,
  withStoppedDatabase,
} from './lib.mjs';

/** Clients adding meetings at once while the backup runs. */
const WRITERS = 4;

export default async function backupRestore() {
  const archives = temporaryDir('scheduler-reliability-archives-');
  const postgres = await postgresDatabase();
  const pglite = { dataDir: await pgliteDataDir() };

  const fromPglite = await backUpUnderLoad(pglite, path.join(archives, 'from-pglite.tar.gz'));
  const intoPostgres = { databaseUrl: postgres.url };
  await restoreAndCheck(fromPglite, intoPostgres);

  const fromPostgres = await backUpUnderLoad(intoPostgres, path.join(archives, 'from-postgres.tar.gz'));
  const intoPglite = { dataDir: temporaryDir('scheduler-reliability-restored-') };
  await restoreAndCheck(fromPostgres, intoPglite);

  for (const target of [intoPostgres, pglite]) {
    const again = await archiveCommand('restore', fromPglite.file, target);
    check(
      again.code === 1 && /not empty/.test(again.output),
      `a restore over a database that is not empty answered ${again.code}: ${again.output}`,
    );
  }
  const newer = newerSchemaArchive(fromPostgres.file, path.join(archives, 'newer.tar.gz'));
  const empty = { dataDir: temporaryDir('scheduler-reliability-empty-') };
  const refused = await archiveCommand('restore', newer.file, empty);
  check(
    refused.code === 1 &&
      refused.output.includes(`schema is at version ${newer.version} (`) &&
      refused.output.includes("newer than this server's newest migration"),
    `a restore of an archive of a newer schema answered ${refused.code}: ${refused.output}`,
  );
  check(readdirSync(empty.dataDir).length === 0, 'a refused restore wrote into DATA_DIR');

  return [fromPglite, fromPostgres].map(({ engine, backupSeconds, addsDuring }) =>
    figure({
      figure: `Adds during a backup of ${engine}: p99`,
      value: percentile(addsDuring, 0.99),
      unit: 'ms',
      goal: '< 100 ms',
      met: percentile(addsDuring, 0.99) < 100,
      note: `${addsDuring.length} adds at ${WRITERS} clients during the ${backupSeconds.toFixed(1)} s backup`,
    }),
  );
}

const engineOf = ({ databaseUrl }) => (databaseUrl ? 'PostgreSQL' : 'PGlite');

/**
 * Starts a server on `database`, has WRITERS clients add meetings while `npm run backup` writes `file`, and answers
 * what the archive must hold: the meetings acknowledged before the backup began, and those ever sent.
 */
async function backUpUnderLoad(database, file) {
  const server = await serve(database);
  try {
    const session = await signIn(server.url);
    const writer = await meetingWriter(session.call, runTag('B'));
    const attempted = new Set();
    const acknowledged = new Set();
    let backingUp = false;
    let running = true;
    const addsDuring = [];
    const add = async () => {
      while (running) {
        const body = writer.next();
        attempted.add(body._id);
        const answer = await session.call('POST', '/api/meetings/add', body);
        check(answer.status === 201, `an add answered ${answer.status}: ${answer.body?.message ?? answer.body}`);
        acknowledged.add(body._id);
        if (backingUp) addsDuring.push(answer.ms);
      }
    };
    const writers = Array.from({ length: WRITERS }, add);
    await sleep(1000);
    const before = new Set(acknowledged);
    backingUp = true;
    const started = performance.now();
    const backup = await archiveCommand('backup', file, database);
    const backupSeconds = (performance.now() - started) / 1000;
    backingUp = false;
    running = false;
    await Promise.all(writers);
    check(backup.code === 0, `npm run backup of ${engineOf(database)} answered ${backup.code}: ${backup.output}`);
    check(addsDuring.length > 0, `no add was acknowledged during the backup of ${engineOf(database)}`);
    return { file, engine: engineOf(database), team: writer.team, before, attempted, backupSeconds, addsDuring };
  } finally {
    await server.stop();
  }
}

/** Restores `made` into the empty `target`, then checks what a server started on it holds. */
async function restoreAndCheck(made, target) {
  const restore = await archiveCommand('restore', made.file, target);
  const into = engineOf(target);
  check(
    restore.code === 0,
    `npm run restore of ${made.engine}'s archive into ${into} answered ${restore.code}: ${restore.output}`,
  );
  check(
    restore.output.includes('JWT_SECRET is the archive’s signing secret'),
    `the restore did not check the secret: ${restore.output}`,
  );

  const { team, before, attempted } = made;
  const { restored, recorded, intents, messages } = await withStoppedDatabase(target, async (query) => ({
    restored: new Set((await query('select id from meetings where team_name = $1', [team])).map((row) => row.id)),
    recorded: new Set(
      (
        await query(
          `select record_id from changes where kind = 'meeting' and action = 'create' and record_id = any($1::text[])`,
          [[...attempted]],
        )
      ).map((row) => row.record_id),
    ),
    // A meeting's mail is written in its transaction as an intent, which a sender turns into outbox messages later.
    intents: (await query('select after::text as after from mail_intents')).map((row) => row.after),
    messages: (await query('select text_body from outbox')).map((row) => row.text_body),
  }));
  const lost = [...before].filter((id) => !restored.has(id));
  check(
    lost.length === 0,
    `${lost.length} meetings acknowledged before the backup of ${made.engine} are missing in ${into}`,
  );
  const unknown = [...restored].filter((id) => !attempted.has(id));
  check(unknown.length === 0, `${unknown.length} meetings restored into ${into} were never sent`);
  const unrecorded = [...restored].filter((id) => !recorded.has(id));
  const orphans = [...recorded].filter((id) => !restored.has(id));
  check(
    unrecorded.length === 0 && orphans.length === 0,
    `the archive of ${made.engine} is torn: ${unrecorded.length} meetings without their change record, ${orphans.length} records without their meeting`,
  );
  const withoutMail = [...restored].filter(
    (id) =>
      !intents.some((after) => after.includes(JSON.stringify(id))) &&
      !messages.some((text) => text.includes(`/meeting/edit/${encodeURIComponent(id)}\n`)),
  );
  check(
    withoutMail.length === 0,
    `${withoutMail.length} meetings restored into ${into} have neither a pending mail nor their message: ${withoutMail.slice(0, 3)}`,
  );

  const server = await startServer({
    dataDir: target.dataDir,
    env: { JWT_SECRET, DATABASE_URL: target.databaseUrl ?? '' },
  });
  try {
    const session = await signIn(server.url, ADMIN);
    const served = await meetingIdsOf(session.call, team);
    check(
      served.size === restored.size,
      `the server on the restore in ${into} shows ${served.size} of ${restored.size} meetings`,
    );
    const ready = await ok(session.call, 'GET', '/readyz');
    check(ready.status === 'ready', `the server on the restore in ${into} is not ready: ${JSON.stringify(ready)}`);
  } finally {
    await server.stop();
  }
}

/** A copy of `file` as a newer version of the product would write it: one migration more than this one knows. */
function newerSchemaArchive(file, newerFile) {
  const folder = temporaryDir('scheduler-reliability-newer-');
  execFileSync('tar', ['-xzf', file, '-C', folder]);
  const manifestFile = path.join(folder, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const version = manifest.schemaVersion + 1;
  manifest.schemaVersion = version;
  manifest.migrations.push({ version, name: `${version}_from_a_newer_version.sql`, checksum: 'unknown' });
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const entries = ['manifest.json', 'signing-secret', ...manifest.tables.map((table) => `tables/${table.name}.copy`)];
  execFileSync('tar', ['-czf', newerFile, '-C', folder, ...entries]);
  return { file: newerFile, version };
}
