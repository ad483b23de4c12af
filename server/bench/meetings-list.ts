/**
 * `npm run bench:meetings -w server`: how fast `GET /api/meetings` answers with 10,000 meetings (issue 6: well under
 * 100 ms; issue 7: p50 under 60 ms on PGlite, under 30 ms on PostgreSQL), gzipped as a browser asks for it, and how
 * many `POST /api/meetings/add` with their conflict check pass per second with 10 in flight (issue 7: p99 under
 * 50 ms). Through `app.inject` (no network), on a fresh in-memory PGlite, and on PostgreSQL too when
 * BENCH_DATABASE_URL is set (in a schema of its own, dropped afterwards).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { readSettings } from '../src/config';
import type { Database } from '../src/db/database';
import { applyMigrations } from '../src/db/migrations';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { MIGRATIONS_DIR } from '../src/paths';
import { createPasswords } from '../src/plugins/app/passwords';

const MEETINGS = Number(process.env.BENCH_MEETINGS ?? 10_000);
const WARM_UP_REQUESTS = 20;
const MEASURED_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const ADDS = Number(process.env.BENCH_ADDS ?? 500);
const ADDS_IN_FLIGHT = 10;
const PASSWORD = 'bench-password-long-enough';

export interface MeetingsListFigures {
  engine: string;
  meetings: number;
  p50Ms: number;
  p95Ms: number;
  jsonBytes: number;
  gzipBytes: number;
  addsPerSecond: number;
  addP50Ms: number;
  addP99Ms: number;
}

/** An Admin, 20 teams, 20 venues and `count` meetings, one every 90 minutes from 2029-01-01, none overlapping. */
async function seed(db: Database, count: number): Promise<void> {
  const passwordHash = await createPasswords().hash(PASSWORD);
  await db.query(
    `insert into users (username, password_hash, role, firstname, lastname) values ('bench', $1, 'Admin', 'Bench', 'Mark')`,
    [passwordHash],
  );
  await db.execScript(`
    insert into teams (name, description, lead_id, updated_date)
      select 'Team ' || n, 'A team of the benchmark', (select id from users where username = 'bench'), now()
        from generate_series(1, 20) as n;
    insert into venues (name, updated_date) select 'Venue ' || n, now() from generate_series(1, 20) as n;
  `);
  await db.query(
    `insert into meetings (id, team_name, venue_name, meeting_date, start_time, end_time, comments, updated_date)
     select 'Meeting ' || n, 'Team ' || (n % 20 + 1), 'Venue ' || (n * 7 % 20 + 1), (slot at time zone 'UTC')::date,
            slot, slot + interval '1 hour', 'Agenda item ' || n || ': results, plans & questions.', now()
       from generate_series(1, $1::int) as n,
            lateral (select timestamptz '2029-01-01 08:00Z' + n * interval '90 minutes' as slot) as start`,
    [count],
  );
}

async function signInToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/authenticate',
    payload: { username: 'bench', password: PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;

export async function measureMeetingsList(engine: string, db: Database): Promise<MeetingsListFigures> {
  await applyMigrations(db, MIGRATIONS_DIR);
  await seed(db, MEETINGS);
  const app = await buildApp({
    db,
    settings: { ...readSettings({}), dataDir: mkdtempSync(path.join(tmpdir(), 'scheduler-bench-')) },
    signingSecret: randomUUID() + randomUUID(),
    webRoot: mkdtempSync(path.join(tmpdir(), 'scheduler-bench-web-')),
  });
  try {
    const headers = { authorization: `Bearer ${await signInToken(app)}`, 'accept-encoding': 'gzip, deflate' };
    const list = () => app.inject({ method: 'GET', url: '/api/meetings', headers });

    for (let request = 0; request < WARM_UP_REQUESTS; request += 1) await list();
    const durations: number[] = [];
    let last = await list();
    for (let request = 0; request < MEASURED_REQUESTS; request += 1) {
      const started = performance.now();
      last = await list();
      durations.push(performance.now() - started);
    }

    if (last.statusCode !== 200 || last.headers['content-encoding'] !== 'gzip') {
      throw new Error(`unexpected answer: ${last.statusCode} ${String(last.headers['content-encoding'])}`);
    }
    const json = gunzipSync(last.rawPayload);
    const listed = JSON.parse(json.toString('utf8')) as unknown[];
    if (listed.length !== MEETINGS) throw new Error(`listed ${listed.length} meetings, not ${MEETINGS}`);
    durations.sort((a, b) => a - b);
    const adds = await measureAdds(app, headers.authorization);
    return {
      engine,
      meetings: listed.length,
      p50Ms: percentile(durations, 0.5),
      p95Ms: percentile(durations, 0.95),
      jsonBytes: json.length,
      gzipBytes: last.rawPayload.length,
      ...adds,
    };
  } finally {
    await app.close();
  }
}

/**
 * `ADDS` meetings, `ADDS_IN_FLIGHT` at a time, each half an hour of its own after the seeded ones (every add passes
 * its conflict check, which is the common case).
 */
async function measureAdds(app: FastifyInstance, authorization: string) {
  const firstSlot = Date.parse('2030-10-01T00:00:00Z');
  const durations: number[] = [];
  let next = 0;
  const addOne = async () => {
    const index = next++;
    const start = new Date(firstSlot + index * 30 * 60_000);
    const payload = {
      _id: `Added ${index}`,
      team: `Team ${(index % 20) + 1}`,
      venue: `Venue ${(index % 20) + 1}`,
      meetingDate: start.toISOString().slice(0, 10),
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 25 * 60_000).toISOString(),
      comments: 'Added by the benchmark.',
    };
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/meetings/add',
      headers: { authorization },
      payload,
    });
    durations.push(performance.now() - started);
    if (response.statusCode !== 201) throw new Error(`add ${index} failed: ${response.body}`);
  };
  const connection = async () => {
    while (next < ADDS) await addOne();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: ADDS_IN_FLIGHT }, connection));
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return { addsPerSecond: ADDS / seconds, addP50Ms: percentile(durations, 0.5), addP99Ms: percentile(durations, 0.99) };
}

/** A schema of its own on the server, `public` kept on the search path for btree_gist. */
async function withPostgresSchema<Result>(url: string, work: (db: Database) => Promise<Result>): Promise<Result> {
  const schema = `bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = openPostgresDatabase({ connectionString: url, searchPath: `${schema},public` });
  try {
    return await work(db);
  } finally {
    await db.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const figures: MeetingsListFigures[] = [];
  const pglite = await openPgliteDatabase();
  try {
    figures.push(await measureMeetingsList('PGlite', pglite));
  } finally {
    await pglite.close();
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) figures.push(await withPostgresSchema(postgresUrl, (db) => measureMeetingsList('PostgreSQL', db)));

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const ms = (value: number) => Number(value.toFixed(1));
  console.log(`GET /api/meetings, gzip, ${MEASURED_REQUESTS} requests after ${WARM_UP_REQUESTS} to warm up`);
  console.table(
    figures.map((figure) => ({
      engine: figure.engine,
      meetings: figure.meetings,
      'p50 ms': ms(figure.p50Ms),
      'p95 ms': ms(figure.p95Ms),
      JSON: kb(figure.jsonBytes),
      gzipped: kb(figure.gzipBytes),
    })),
  );
  console.log(`POST /api/meetings/add, ${ADDS} adds, ${ADDS_IN_FLIGHT} in flight`);
  console.table(
    figures.map((figure) => ({
      engine: figure.engine,
      'adds/s': Math.round(figure.addsPerSecond),
      'p50 ms': ms(figure.addP50Ms),
      'p99 ms': ms(figure.addP99Ms),
    })),
  );
  if (!postgresUrl) console.log('Set BENCH_DATABASE_URL to measure PostgreSQL too.');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
