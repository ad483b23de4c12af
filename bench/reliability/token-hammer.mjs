// API tokens under load: one User hammers the server with every token it may make at once, and another
// user's requests meanwhile keep a p95 under 100 ms. A token's use writes no entry of the change record, and all of
// one owner's tokens together get no more answers than the owner's limit allows, the flood past it refused at once.
import { Worker } from 'node:worker_threads';
import { figure } from '../figures.mjs';
import { apiClient, check, ok, pgliteDataDir, postgresDatabase, Skip, serve, signIn, sleep } from './lib.mjs';

/** A demo User: the one who hammers. */
const HAMMERER = { username: 'mgarcia', password: 'demo-Lakeside-2030' };
/** The tokens a User can make in one go: the password's checks are limited to five in fifteen minutes. */
const TOKENS = 5;
/** Requests in flight at once, shared out among the tokens. */
const HAMMERS = 20;
/** Requests with all of one owner's tokens in a second (server/src/auth/auth-hook.ts API_TOKEN_OWNER_LIMIT). */
const OWNER_PER_SECOND = 5;
/** The other user's request, one every this many milliseconds. */
const OTHER_EVERY_MS = 25;
const P95_LIMIT_MS = 100;

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

/**
 * The other user, as another client would be: on an event loop of its own (a worker thread), so that the hammer's
 * own work in this process does not add to the times it measures. Posts `{ms, statuses}` once told to stop.
 */
const OTHER_USER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, everyMs, paths } = workerData;
let running = true;
parentPort.on('message', () => { running = false; });
(async () => {
  const ms = [];
  const statuses = [];
  for (let index = 0; running; index += 1) {
    const started = performance.now();
    const response = await fetch(url + paths[index % paths.length], { headers: { authorization: 'Bearer ' + token } });
    await response.arrayBuffer();
    ms.push(performance.now() - started);
    statuses.push(response.status);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  parentPort.postMessage({ ms, statuses });
})();
`;

function startOtherUser(url, token) {
  const paths = ['/api/users/current', '/api/venues/venues', '/api/teams/teams'];
  const worker = new Worker(OTHER_USER, { eval: true, workerData: { url, token, everyMs: OTHER_EVERY_MS, paths } });
  const result = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const measured = await result;
      await worker.terminate();
      return measured;
    },
  };
}

async function hammerOne(server, seconds) {
  const hammerer = await signIn(server.url, HAMMERER);
  const tokens = [];
  for (let count = 0; count < TOKENS; count += 1) {
    const created = await ok(hammerer.call, 'POST', '/api/tokens', {
      name: `Hammer ${count}`,
      days: 30,
      currentPassword: HAMMERER.password,
    });
    tokens.push(created.token);
  }
  const admin = await signIn(server.url);
  const [lastEntry] = (await ok(admin.call, 'GET', '/api/changes?limit=1')).items;

  const answers = new Map();
  let hammering = true;
  const hammer = async (token) => {
    const call = apiClient(server.url, token);
    while (hammering) {
      const { status } = await call('GET', '/api/meetings/schedule/Data%20Science');
      answers.set(status, (answers.get(status) ?? 0) + 1);
    }
  };
  const other = startOtherUser(server.url, admin.token);
  const running = Array.from({ length: HAMMERS }, (_, index) => hammer(tokens[index % TOKENS]));
  await sleep(seconds * 1000);
  hammering = false;
  await Promise.all(running);
  const { ms: otherMs, statuses: otherStatuses } = await other.stop();

  const sorted = otherMs.sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p95 = percentile(sorted, 0.95);
  const served = answers.get(200) ?? 0;
  const refused = answers.get(429) ?? 0;
  const total = [...answers.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `  ${total} token requests: ${served} answered, ${refused} refused (429); the other user's p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${sorted.length}`,
  );
  check(served + refused === total, `token requests got answers other than 200 and 429: ${[...answers.keys()]}`);
  check(
    otherStatuses.every((status) => status === 200),
    `the other user got ${[...new Set(otherStatuses)]}`,
  );
  const allowed = OWNER_PER_SECOND * (seconds + 1);
  check(served <= allowed, `${served} token requests were answered in ${seconds} s, more than ${allowed}`);
  check(p95 < P95_LIMIT_MS, `the other user's p95 was ${p95.toFixed(1)} ms, over ${P95_LIMIT_MS} ms`);
  const since = lastEntry ? `&since=${lastEntry.id}` : '';
  const written = (await ok(admin.call, 'GET', `/api/changes?actor=${HAMMERER.username}&limit=500${since}`)).items;
  check(written.length === 0, `the hammer wrote ${written.length} entries of the change record`);
  return { total, served, p50, p95 };
}

export default async function tokenHammer({ mode }) {
  const seconds = mode === 'soak' ? 30 : 5;
  const engines = [['PGlite', async () => serve({ dataDir: await pgliteDataDir() })]];
  if (mode === 'soak') {
    engines.push([
      'PostgreSQL',
      async () => {
        const database = await postgresDatabase().catch((error) => {
          if (error instanceof Skip) return null;
          throw error;
        });
        return database && serve({ databaseUrl: database.url });
      },
    ]);
  }
  const figures = [];
  for (const [engine, start] of engines) {
    const server = await start();
    if (!server) continue;
    try {
      console.log(`  ${engine}, ${seconds} s:`);
      const { total, served, p50, p95 } = await hammerOne(server, seconds);
      figures.push(
        figure({
          figure: `API token hammer on ${engine}: another user's requests meanwhile`,
          value: Math.round(p95 * 10) / 10,
          unit: 'ms p95',
          goal: `< ${P95_LIMIT_MS}`,
          met: p95 < P95_LIMIT_MS,
          note: `p50 ${p50.toFixed(1)} ms; ${total} requests with ${TOKENS} tokens of one User, ${served} answered in ${seconds} s`,
        }),
      );
    } finally {
      await server.stop();
    }
  }
  return figures;
}
