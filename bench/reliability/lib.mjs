// What the reliability scenarios share: servers on PGlite copies or on a throw-away PostgreSQL cluster, an API
// client, valid writes that never clash, and the failure that marks a broken property.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  freePort,
  REPO_ROOT,
  refreshCookieOf,
  signInThroughApi,
  startServer,
} from '../../tooling/processes/server-process.mjs';

const execFileAsync = promisify(execFile);

/** A demo Admin (DEMO_DATA=1). */
export const ADMIN = { username: 'jsmith', password: 'demo-Lakeside-2030' };
/** Servers that share a database must sign tokens with one secret. */
export const JWT_SECRET = 'reliability-scenarios-shared-signing-secret';

/** A reliability property does not hold. */
export class PropertyBroken extends Error {}
/** The scenario cannot run here (no PostgreSQL); the runner prints why. */
export class Skip extends Error {}

export function check(condition, message) {
  if (!condition) throw new PropertyBroken(message);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers whether `condition` held within `timeoutMs`. */
export async function waitFor(condition, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) return false;
    await sleep(5);
  }
  return true;
}

/** Run at exit, last registered first: servers before the cluster they use, the cluster before its folder. */
const cleanups = [];
process.once('exit', () => {
  for (const cleanup of cleanups.reverse()) {
    try {
      cleanup();
    } catch {
      // best effort: the process is ending
    }
  }
});

/** An empty folder, removed when the run ends. */
export function temporaryDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

let template;
/**
 * A data folder of its own with a migrated PGlite database and the demo data. The first one is made by a real
 * first start (~15 s of WASM initdb and password hashing); the others are copies of it.
 */
export async function pgliteDataDir() {
  if (!template) {
    template = temporaryDir('scheduler-reliability-template-');
    const server = await startServer({ dataDir: template, env: { DEMO_DATA: '1' } });
    check((await server.stop()) === 0, 'the first PGlite start did not stop cleanly');
  }
  const dir = temporaryDir('scheduler-reliability-data-');
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** The built server with the demo data: on PGlite in `dataDir` (which has it already), or on PostgreSQL. */
export function serve({ dataDir, databaseUrl, env = {} }) {
  const database = databaseUrl ? { DATABASE_URL: databaseUrl, DEMO_DATA: '1' } : { DATABASE_URL: '' };
  return startServer({ dataDir, env: { JWT_SECRET, ...database, ...env } });
}

/**
 * Calls of one signed-in (or anonymous) client, with its refresh cookie when given; every call ends within
 * `timeoutMs`, and resolves to `{status, body, ms, refreshCookie}` (the cookie the answer set, if any), or rejects
 * when the connection fails.
 */
export function apiClient(baseUrl, token, refreshCookie) {
  return async (method, url, body, { timeoutMs = 15_000 } = {}) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(refreshCookie ? { cookie: refreshCookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the failure message
    }
    return {
      status: response.status,
      body: parsed,
      ms: performance.now() - started,
      refreshCookie: refreshCookieOf(response),
    };
  };
}

/** Signs in and answers the token, its session id (`alt_jti`), its refresh cookie and a client using both. */
export async function signIn(baseUrl, { username, password } = ADMIN) {
  const { user, refreshCookie } = await signInThroughApi(baseUrl, { username, password });
  const { token } = user;
  const { alt_jti: sessionId } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  return { token, sessionId, refreshCookie, call: apiClient(baseUrl, token, refreshCookie) };
}

/**
 * Adds a User through an Admin's `call` and signs it in: answers signIn's answer with its `credentials`, for more
 * sessions. `username` is letters and digits.
 */
export async function newUser(baseUrl, adminCall, username) {
  const password = `Lantern ${username} drifts past harbour 42`;
  await ok(adminCall, 'POST', '/api/users/register', {
    username,
    password,
    role: 'User',
    firstname: 'Reliability',
    lastname: username,
    email: `${username}@example.org`,
    mobile: '',
  });
  const credentials = { username, password };
  return { ...(await signIn(baseUrl, credentials)), credentials };
}

/** Runs `work` on the PGlite of a data folder whose server is stopped, with the server's own PGlite. */
export async function withStoppedPglite(dataDir, work) {
  const requireFromServer = createRequire(path.join(REPO_ROOT, 'server/package.json'));
  const { PGlite } = requireFromServer('@electric-sql/pglite');
  const { btree_gist } = requireFromServer('@electric-sql/pglite/contrib/btree_gist');
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { btree_gist } });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * Appends `count` entries of venue updates (record ids `<tag> <n>`) to the change record of a PGlite data folder whose
 * server is stopped: many entries at once, as no API could write them in the time.
 */
export function appendChangesOffline(dataDir, count, tag) {
  return withStoppedPglite(dataDir, (db) =>
    db.query(
      `insert into changes (at, actor, action, kind, record_id, fields)
       select now(), 'jsmith', 'update', 'venue', $1 || ' ' || n, '{"description":{"old":"a","new":"b"}}'
         from generate_series(1, $2::int) as n`,
      [tag, count],
    ),
  );
}

/**
 * Runs `work` with a function that answers the rows of a query, on a stopped server's database: PostgreSQL at
 * `databaseUrl`, or PGlite in `dataDir`.
 */
export async function withStoppedDatabase({ databaseUrl, dataDir }, work) {
  if (!databaseUrl)
    return withStoppedPglite(dataDir, (db) => work(async (sql, params) => (await db.query(sql, params)).rows));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(async (sql, params) => (await client.query(sql, params)).rows);
  } finally {
    await client.end();
  }
}

/**
 * `npm run backup -- FILE` or `npm run restore -- FILE` as an operator types it, with a server's settings: PostgreSQL
 * at `databaseUrl`, or PGlite in `dataDir`, and the scenarios' signing secret unless another is given ('' for the
 * one generated in `dataDir`). Answers its exit code and everything it printed.
 */
export async function archiveCommand(command, file, { databaseUrl, dataDir, jwtSecret = JWT_SECRET }) {
  const env = { ...process.env, JWT_SECRET: jwtSecret, DATABASE_URL: databaseUrl ?? '', DATA_DIR: dataDir ?? '' };
  if (!dataDir) delete env.DATA_DIR;
  try {
    const { stdout, stderr } = await execFileAsync('npm', ['run', '--silent', command, '--', file], {
      cwd: REPO_ROOT,
      env,
      timeout: 120_000,
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    return { code: error.code ?? 1, output: `${error.stdout ?? ''}${error.stderr ?? ''}` };
  }
}

/** Expects a 2xx answer and returns its body. */
export async function ok(call, method, url, body) {
  const answer = await call(method, url, body);
  check(
    answer.status >= 200 && answer.status < 300,
    `${method} ${url} answered ${answer.status}: ${answer.body?.message ?? ''}`,
  );
  return answer.body;
}

/** A venue body that the server accepts; `name` must be new. */
export function venueBody(name) {
  return {
    _id: name,
    description: 'Added by a reliability scenario',
    [`${process.env.GROUP_ABBREVIATION || 'RG'}_contact`]: '',
    contact: '',
    website: '',
    calendar: '',
    address: '',
    town: '',
    location: '',
    iconimage: '',
    photoimage: '',
  };
}

/**
 * Meetings that never clash: a team and venue of their own (made here), and each meeting in its own 10-minute slot
 * from tomorrow on. `tag` (letters and digits) keeps ids apart between runs on one database.
 */
export async function meetingWriter(call, tag) {
  const team = `Team ${tag}`;
  const venue = `Venue ${tag}`;
  await ok(call, 'POST', '/api/teams/add', {
    _id: team,
    description: 'Added by a reliability scenario',
    teamLead: ADMIN.username,
    members: ['lchen'],
    zoomLink: '',
    comments: '',
  });
  await ok(call, 'POST', '/api/venues/add', venueBody(venue));
  const firstSlot = Math.ceil(Date.now() / 86_400_000 + 1) * 86_400_000;
  let count = 0;
  return {
    team,
    /** The body of the next meeting. */
    next() {
      const start = new Date(firstSlot + count * 600_000);
      const end = new Date(start.getTime() + 300_000);
      const body = {
        _id: `${tag} ${count}`,
        team,
        venue,
        meetingDate: start.toISOString().slice(0, 10),
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        comments: '',
      };
      count += 1;
      return body;
    },
  };
}

/** The ids of the stored meetings of `team`. */
export async function meetingIdsOf(call, team) {
  const meetings = await ok(call, 'GET', '/api/meetings');
  return new Set(meetings.filter((meeting) => meeting.team === team).map((meeting) => meeting._id));
}

/** Fails unless every id in `acknowledged` is in `stored`, and `stored` holds nothing never attempted. */
export function checkNoWriteLost(what, acknowledged, stored, attempted = acknowledged) {
  const lost = [...acknowledged].filter((id) => !stored.has(id));
  check(
    lost.length === 0,
    `${lost.length} of ${acknowledged.size} acknowledged ${what} are missing: ${lost.slice(0, 5)}`,
  );
  const unknown = [...stored].filter((id) => !attempted.has(id));
  check(unknown.length === 0, `${unknown.length} ${what} are stored that were never sent: ${unknown.slice(0, 5)}`);
}

/** A short random tag for ids: letters and digits only. */
export function runTag(prefix) {
  return `${prefix}${Math.random().toString(36).slice(2, 8)}`;
}

let cluster;
/**
 * A database of its own on a PostgreSQL cluster made for these scenarios in /tmp, on a free port (the machine's
 * own clusters are never touched). Throws Skip when PostgreSQL is not installed, unless TEST_DATABASE_URL is set
 * (as in CI), where PostgreSQL is required.
 */
export async function postgresDatabase() {
  cluster ??= await startCluster();
  const name = runTag('reliability');
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return { url: cluster.url(name), stopPostgres: cluster.stop, startPostgres: cluster.start };
}

function postgresBinaries() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((version) => path.join(root, version, 'bin')).find((dir) => existsSync(`${dir}/pg_ctl`));
  if (bin) return bin;
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/** As root, PostgreSQL must run as the `postgres` account. */
function clusterOwner() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function startCluster() {
  const bin = postgresBinaries();
  if (!bin) {
    const notice = 'PostgreSQL is not installed (no pg_ctl)';
    if (process.env.TEST_DATABASE_URL) throw new Error(`${notice}, but TEST_DATABASE_URL asks for PostgreSQL tests`);
    throw new Skip(notice);
  }
  const owner = clusterOwner();
  const dir = temporaryDir('scheduler-reliability-pg-');
  if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid);
  // Asynchronous, so that clients under measurement keep running while PostgreSQL stops and starts.
  const run = (tool, args) => execFileAsync(path.join(bin, tool), args, { ...owner, cwd: dir });
  const data = path.join(dir, 'data');
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const pgCtl = ['pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w']];
  const start = () => run(pgCtl[0], [...pgCtl[1], 'start']);
  const stop = () => run(pgCtl[0], [...pgCtl[1], '-m', 'fast', 'stop']);
  await start();
  cleanups.push(() =>
    execFileSync(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], { ...owner, stdio: 'ignore' }),
  );
  return { url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`, start, stop };
}
