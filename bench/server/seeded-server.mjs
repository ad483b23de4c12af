// The built server on PGlite or on PostgreSQL, with an Admin, 20 teams, 20 venues and N meetings written straight
// into its database (10,000 adds through the API would take minutes), a signed-in token, and where a bare process may
// find the same data: the PostgreSQL database itself, or a copy of the PGlite folder (PGlite allows one process).
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT, signInThroughApi, startServer } from '../../tooling/processes/server-process.mjs';

// The server's own drivers, so the bench writes the files and schema the server reads.
const requireFromServer = createRequire(path.join(REPO_ROOT, 'server/package.json'));
const pg = requireFromServer('pg');

export const ADMIN = { username: 'bench', password: 'bench-password-long-enough' };
/**
 * The bench's Admin, and an access token that lasts as long as a session (8 hours): the bench signs in once per
 * server, and the figures on one seeded server (the memory figure's ten minutes, then the series, import and change
 * stream figures) outlast the usual 15.
 */
const BENCH_SERVER_ENV = {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  ACCESS_TOKEN_MINUTES: '480',
};
export const TEAMS = 20;
export const VENUES = 20;

/**
 * The people of a meeting of MAIL_PLACES.mail (its team's lead, members and its venue's two contacts), each with an
 * email address; those of MAIL_PLACES.quiet are as many, without one, so a meeting there sends nothing.
 */
export const MAIL_PEOPLE = 20;
export const MAIL_PLACES = {
  mail: { team: 'Mail team', venue: 'Mail venue' },
  quiet: { team: 'Quiet team', venue: 'Quiet venue' },
};

/**
 * One meeting every 90 minutes, none overlapping, the last on 2030-09-18 (10,000 of them start on 2029-01-01, more
 * start earlier); adds of the bench go after 2030-10-01. Then the people of MAIL_PLACES.
 */
const seedScript = (meetings) => `
  insert into teams (name, description, lead_id, updated_date)
    select 'Team ' || n, 'A team of the benchmark', (select id from users where username = '${ADMIN.username}'), now()
      from generate_series(1, ${TEAMS}) as n;
  insert into venues (name, updated_date) select 'Venue ' || n, now() from generate_series(1, ${VENUES}) as n;
  insert into meetings (id, team_name, venue_name, meeting_date, start_time, end_time, comments, updated_date)
    select 'Meeting ' || n, 'Team ' || (n % ${TEAMS} + 1), 'Venue ' || (n * 7 % ${VENUES} + 1),
           (slot at time zone 'UTC')::date, slot, slot + interval '1 hour',
           'Agenda item ' || n || ': results, plans & questions.', now()
      from generate_series(1, ${Math.trunc(meetings)}) as n,
           lateral (select timestamptz '2030-09-18 08:00Z' - (${Math.trunc(meetings)} - n) * interval '90 minutes' as slot) as start;
  insert into users (username, role, firstname, lastname, email)
    select kind || n, 'User', 'Person', kind || ' ' || n,
           case when kind = 'mail' then kind || n || '@example.org' else '' end
      from unnest(array['mail', 'quiet']) as kind, generate_series(1, ${MAIL_PEOPLE}) as n;
  insert into teams (name, description, lead_id, updated_date)
    select initcap(kind) || ' team', 'A team of the benchmark', (select id from users where username = kind || '1'), now()
      from unnest(array['mail', 'quiet']) as kind;
  insert into team_members (team_name, user_id, position)
    select initcap(kind) || ' team', users.id, n
      from unnest(array['mail', 'quiet']) as kind, generate_series(2, ${MAIL_PEOPLE - 2}) as n, users
     where users.username = kind || n;
  insert into venues (name, internal_contact_id, venue_contact_id, updated_date)
    select initcap(kind) || ' venue', (select id from users where username = kind || '${MAIL_PEOPLE - 1}'),
           (select id from users where username = kind || '${MAIL_PEOPLE}'), now()
      from unnest(array['mail', 'quiet']) as kind;
  analyze;`;

/** The bench's PostgreSQL: BENCH_DATABASE_URL, by default the local `scheduler` database of .ci/run. */
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://scheduler:scheduler@127.0.0.1:5432/scheduler';

/** Whether PostgreSQL at `url` answers. */
async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The engines to measure on: PGlite, and PostgreSQL when the bench's answers (its databases are created next to the
 * one its URL names); says so when it does not.
 * @returns {Promise<({name: 'PGlite'} | {name: 'PostgreSQL', url: string})[]>}
 */
export async function benchEngines() {
  if (await reachable(POSTGRES_URL)) return [{ name: 'PGlite' }, { name: 'PostgreSQL', url: POSTGRES_URL }];
  const shown = new URL(POSTGRES_URL);
  shown.password = shown.password ? '***' : '';
  console.log(`PostgreSQL at ${shown.href} does not answer: its figures are skipped.`);
  return [{ name: 'PGlite' }];
}

/**
 * @param {{name: 'PGlite'} | {name: 'PostgreSQL', url: string}} engine
 * @param {number} meetings
 * @param {Record<string, string>} [env] settings of the server beside its Admin's
 * @returns {Promise<{server: Awaited<ReturnType<typeof startServer>> & {admin: typeof ADMIN}, token: string, sameData: string, close: () => Promise<void>}>}
 */
export async function startSeededServer(engine, meetings, env = {}) {
  return startServerWithData(engine, seedScript(meetings), env);
}

/**
 * The built server on `engine` after `seed`, SQL scripts run in turn on its migrated database (each in a transaction
 * of its own, so one may be a VACUUM alone), and how a bare process finds the same data, as `startSeededServer` answers.
 * @param {{name: 'PGlite'} | {name: 'PostgreSQL', url: string}} engine
 * @param {string | string[]} seed
 * @param {Record<string, string>} [env]
 */
export async function startServerWithData(engine, seed, env = {}) {
  return engine.name === 'PGlite' ? onPglite(seed, env) : onPostgres(engine.url, seed, env);
}

/** PGlite allows one process at a time: start once to migrate, seed while stopped, start again. */
async function onPglite(seed, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scheduler-bench-'));
  try {
    await (await startServer({ dataDir, env: BENCH_SERVER_ENV })).stop();
    const { PGlite } = requireFromServer('@electric-sql/pglite');
    const { btree_gist } = requireFromServer('@electric-sql/pglite/contrib/btree_gist');
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { btree_gist } });
    for (const script of [seed].flat()) await pglite.exec(script);
    await pglite.close();
    const sameData = path.join(dataDir, 'pglite-copy');
    cpSync(path.join(dataDir, 'pglite'), sameData, { recursive: true });
    const server = { ...(await startServer({ dataDir, env: { ...env, ...BENCH_SERVER_ENV } })), admin: ADMIN };
    const close = async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { server, token: (await signInThroughApi(server.url, ADMIN)).user.token, sameData, close };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A database of its own next to the one `url` names, dropped by `close`. */
async function onPostgres(url, seed, env) {
  const database = `scheduler_bench_${randomUUID().replaceAll('-', '')}`;
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${database}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${database}`);
  let server;
  const close = async () => {
    await server?.stop();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  };
  try {
    server = {
      ...(await startServer({ env: { ...env, ...BENCH_SERVER_ENV, DATABASE_URL: databaseUrl.href } })),
      admin: ADMIN,
    };
    const client = new pg.Client({ connectionString: databaseUrl.href });
    await client.connect();
    for (const script of [seed].flat()) await client.query(script);
    await client.end();
    return { server, token: (await signInThroughApi(server.url, ADMIN)).user.token, sameData: databaseUrl.href, close };
  } catch (error) {
    await close();
    throw error;
  }
}
