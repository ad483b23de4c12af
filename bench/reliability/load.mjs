// Load: 100 connections of autocannon for LOAD_SECONDS on a mix of reads and writes, on PGlite and on
// PostgreSQL. Every answer must be 2xx, and afterwards every acknowledged write must be stored.
import autocannon from 'autocannon';
import { figure } from '../figures.mjs';
import {
  check,
  checkNoWriteLost,
  meetingIdsOf,
  meetingWriter,
  ok,
  pgliteDataDir,
  postgresDatabase,
  runTag,
  Skip,
  serve,
  signIn,
  venueBody,
} from './lib.mjs';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);

const ENGINES = [
  ['PGlite', async () => serve({ dataDir: await pgliteDataDir() })],
  ['PostgreSQL', async () => serve({ databaseUrl: (await postgresDatabase()).url })],
];

async function loadOne(server, seconds) {
  const { token, call } = await signIn(server.url);
  const tag = runTag('L');
  const writer = await meetingWriter(call, tag);
  const venuesBefore = new Set(await ok(call, 'GET', '/api/venues/venues'));
  const sent = { meetings: new Set(), venues: new Set() };
  const acknowledged = { meetings: new Set(), venues: new Set() };
  const refused = [];
  let venueCount = 0;

  const read = (path) => ({ method: 'GET', path });
  const write = (path, kind, nextBody) => ({
    method: 'POST',
    path,
    setupRequest: (request) => {
      const body = nextBody();
      sent[kind].add(body._id);
      return { ...request, body: JSON.stringify(body) };
    },
    onResponse: (status, body) => {
      if (status === 201) acknowledged[kind].add(JSON.parse(body)._id);
    },
  });
  const requests = [
    read('/api/users/current'),
    read('/api/meetings'),
    write('/api/meetings/add', 'meetings', () => writer.next()),
    read('/api/venues/venues'),
    read(`/api/meetings/schedule/${encodeURIComponent(writer.team)}`),
    write('/api/meetings/add', 'meetings', () => writer.next()),
    read('/api/teams'),
    write('/api/venues/add', 'venues', () => venueBody(`${tag} venue ${venueCount++}`)),
  ].map((request) => ({
    ...request,
    onResponse: (status, body, context, headers) => {
      if (status < 200 || status > 299) refused.push(`${request.method} ${request.path}: ${status} ${body}`);
      request.onResponse?.(status, body, context, headers);
    },
  }));

  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 20,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests,
  });

  check(result.errors === 0, `${result.errors} connection errors (${result.timeouts} timeouts)`);
  check(refused.length === 0, `${refused.length} answers were not 2xx, e.g. ${refused.slice(0, 3).join(' | ')}`);
  checkNoWriteLost('meetings', acknowledged.meetings, await meetingIdsOf(call, writer.team), sent.meetings);
  const venuesAfter = new Set(await ok(call, 'GET', '/api/venues/venues'));
  const newVenues = new Set([...venuesAfter].filter((name) => !venuesBefore.has(name) && name !== `Venue ${tag}`));
  checkNoWriteLost('venues', acknowledged.venues, newVenues, sent.venues);
  return { result, writes: acknowledged.meetings.size + acknowledged.venues.size };
}

export default async function load({ mode }) {
  const seconds = Number(process.env.LOAD_SECONDS ?? (mode === 'soak' ? 30 : 5));
  const figures = [];
  for (const [engine, start] of ENGINES) {
    let server;
    try {
      server = await start();
    } catch (error) {
      if (!(error instanceof Skip)) throw error;
      console.log(`  load on ${engine} skipped: ${error.message}`);
      continue;
    }
    try {
      const { result, writes } = await loadOne(server, seconds);
      const note = `${CONNECTIONS} connections, ${seconds} s`;
      figures.push(
        figure({ figure: `Load on ${engine}: throughput`, value: result.requests.average, unit: 'req/s', note }),
        figure({ figure: `Load on ${engine}: latency p50`, value: result.latency.p50, unit: 'ms' }),
        figure({ figure: `Load on ${engine}: latency p99`, value: result.latency.p99, unit: 'ms' }),
        figure({
          figure: `Load on ${engine}: acknowledged writes, all stored`,
          value: writes,
          unit: 'writes',
          note: `${result.requests.total} requests, all 2xx`,
        }),
      );
    } finally {
      await server.stop();
    }
  }
  return figures;
}
