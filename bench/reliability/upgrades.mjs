// Two servers started at the same moment on an empty PostgreSQL database: the migrations' lock lets one apply them
// while the other waits, so both start, ready, on one copy of each migration. A database that a newer version of the
// product has migrated further stops a start with a message naming both versions, and is left as it was.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, startServer } from '../../tooling/processes/server-process.mjs';
import { figure } from '../figures.mjs';
import { apiClient, check, JWT_SECRET, postgresDatabase, withStoppedDatabase } from './lib.mjs';

/** The versions of the migrations this checkout holds: `030_backup_runs.sql` → 30. */
function migrationVersions() {
  return readdirSync(path.join(REPO_ROOT, 'server/migrations'))
    .map((name) => /^(\d+)_/.exec(name)?.[1])
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
}

export default async function upgrades() {
  const database = { databaseUrl: (await postgresDatabase()).url };
  const env = { DATABASE_URL: database.databaseUrl, JWT_SECRET };
  const started = performance.now();
  const servers = await Promise.all([startServer({ env }), startServer({ env })]);
  const bothReady = (performance.now() - started) / 1000;
  const versions = migrationVersions();
  const newest = versions.at(-1);
  try {
    for (const [index, server] of servers.entries()) {
      const ready = await apiClient(server.url)('GET', '/readyz');
      check(ready.status === 200, `server ${index + 1} of two started together answers /readyz ${ready.status}`);
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  const applied = await withStoppedDatabase(database, (query) =>
    query('select version, count(*)::int as times from schema_migrations group by version order by version'),
  );
  check(
    applied.map((row) => row.version).join() === versions.join() && applied.every((row) => row.times === 1),
    `two servers started together recorded the migrations as ${JSON.stringify(applied.slice(-3))}…`,
  );

  const newer = newest + 1;
  await withStoppedDatabase(database, (query) =>
    query("insert into schema_migrations (version, name, checksum) values ($1, $2, 'from a newer version')", [
      newer,
      `${newer}_from_a_newer_version.sql`,
    ]),
  );
  const refused = await startServer({ env }).then(
    async (server) => {
      await server.stop();
      return 'it started';
    },
    (error) => error.message,
  );
  check(
    refused.includes('exited with 1') &&
      refused.includes(`schema is at version ${newer}, newer than this server's newest migration, ${newest}`),
    `a start on a database of a newer schema did not stop with both versions named: ${refused}`,
  );
  return [
    figure({
      figure: 'Two servers started together on an empty PostgreSQL: both listening',
      value: bothReady,
      unit: 's',
      note: `${versions.length} migrations applied once, under their lock`,
    }),
  ];
}
