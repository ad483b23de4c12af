// The server half of the bench, with autocannon over loopback against the built server (server/dist/main.js), on
// PGlite and, when it answers, on PostgreSQL (BENCH_DATABASE_URL, by default the local `scheduler` database): the
// auth path against a bare Fastify baseline run in turns with it, the list of 10,000 meetings, their calendar feed, a
// free-slot search among them, meeting adds, the change stream's delay and memory, the server's memory under a mixed
// load of BENCH_SOAK_MINUTES (10), the health endpoints, a backup and restore of 100,000 meetings
// (operations-figures.mjs), and the reads and adds of ten years of data (ten-years-figures.mjs).
import { signInThroughApi, startServer } from '../../tooling/processes/server-process.mjs';
import { figure, median, round } from '../figures.mjs';
import { startMailbox } from '../mailbox.mjs';
import { startBareServer } from './bare-server.mjs';
import { changeToStreamLatency, streamsMemory } from './change-stream-figures.mjs';
import { importFigures } from './import-figures.mjs';
import { calendarFeedLatency, freeSlotLatency, meetingListLatency } from './latency-figures.mjs';
import { mailFigures } from './mail-figures.mjs';
import { CONNECTIONS, jsonHeaders, load, meetingAdds, meetingPayloads } from './meeting-adds.mjs';
import { memoryUnderMixedLoad } from './memory-figures.mjs';
import { backupFigures, healthLatencies } from './operations-figures.mjs';
import { cpuMilliseconds, rssMegabytes } from './process-usage.mjs';
import { ADMIN, benchEngines, startSeededServer } from './seeded-server.mjs';
import { tenYearsFigures } from './ten-years-figures.mjs';

const MEETINGS = Number(process.env.BENCH_MEETINGS ?? 10_000);
/** Length of each throughput run; the baseline and the server take ROUNDS turns each. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 5;

/** @returns {Promise<import('../figures.mjs').Figure[]>} */
export async function measureServer() {
  const hello = await startBareServer('hello-server.mjs');
  const mailbox = await startMailbox();
  const figures = [];
  try {
    const engines = await benchEngines();
    for (const engine of engines) {
      console.log(`${engine.name}: seeding ${MEETINGS} meetings and starting the server`);
      const { server, token, sameData, close } = await startSeededServer(engine, MEETINGS, { SMTP_URL: mailbox.url });
      let bare;
      try {
        bare = await startBareServer('bare-database-server.mjs', sameData, token);
        const authorization = `Bearer ${token}`;
        figures.push(...(await currentUserThroughput(engine.name, { hello, limit: bare, server }, authorization)));
        figures.push(...(await healthLatencies(engine.name, server.url)));
        figures.push(await meetingListLatency(engine.name, server.url, authorization, MEETINGS));
        figures.push(await calendarFeedLatency(engine.name, server.url, authorization, MEETINGS));
        if (engine.name === 'PGlite') {
          figures.push(await freeSlotLatency(engine.name, server.url, authorization, MEETINGS));
        }
        figures.push(...(await meetingAdds(engine.name, server.url, authorization)));
        // Before the figures that add thousands of meetings more (the import) or hold mail and streams.
        if (engine.name === 'PGlite') {
          figures.push(...(await memoryUnderMixedLoad(server, bare, authorization, MEETINGS)));
        }
        figures.push(await seriesAddLatency(engine.name, server.url, authorization));
        if (engine.name === 'PGlite') figures.push(...(await importFigures(engine.name, server.url, authorization)));
        figures.push(...(await changeStreamFigures(engine.name, server, token, sameData)));
      } finally {
        await bare?.stop();
        await close();
      }
      figures.push(...(await mailFiguresOnOwnServer(engine, mailbox)));
      figures.push(...(await backupFigures(engine)));
    }
    figures.push(...(await tenYearsFigures(engines)));
  } finally {
    await hello.stop();
    await mailbox.close();
  }
  return figures;
}

/**
 * The mail figures on a freshly seeded server, so that they never pay for the intents the earlier figures' adds left
 * the sender (the memory figure's ten minutes alone leave some hundred thousand).
 */
async function mailFiguresOnOwnServer(engine, mailbox) {
  console.log(`${engine.name}: the mail figures on a server of their own`);
  const { server, token, close } = await startSeededServer(engine, MEETINGS, { SMTP_URL: mailbox.url });
  try {
    return await mailFigures(engine.name, server, `Bearer ${token}`, mailbox);
  } finally {
    await close();
  }
}

/** How the auth hook finds the session on each engine, for the reader of the figure. */
const SESSION_LOOKUP = {
  PGlite: 'open sessions and verified tokens kept in memory, dropped on each change notice',
  PostgreSQL: 'one prepared session-and-user query per request (other processes may revoke, their notices arrive late)',
};

/**
 * Requests per second of each run in ROUNDS turns of SECONDS, after a warm-up of each: the median of its turns, and
 * `ratio(a, b)`, the median of a's turn over b's turn of the same round, which the machine's drift moves least. A run
 * that names its server's `pid` also gets the median CPU time that process spent per request, in microseconds.
 * @param {Record<string, {url: string, headers?: Record<string, string>, pid?: number}>} runs
 */
async function ratesInTurns(runs) {
  const turns = Object.fromEntries(Object.keys(runs).map((name) => [name, []]));
  const cpuTurns = Object.fromEntries(Object.keys(runs).map((name) => [name, []]));
  for (const { pid, ...run } of Object.values(runs)) await load({ ...run, duration: 1 });
  for (let turn = 0; turn < ROUNDS; turn += 1) {
    for (const [name, { pid, ...run }] of Object.entries(runs)) {
      const cpuBefore = pid ? cpuMilliseconds(pid) : 0;
      const { requests } = await load({ ...run, duration: SECONDS });
      turns[name].push(requests.average);
      if (pid) cpuTurns[name].push(((cpuMilliseconds(pid) - cpuBefore) * 1000) / requests.total);
    }
  }
  const rates = Object.fromEntries(Object.entries(turns).map(([name, rounds]) => [name, median(rounds)]));
  const ratio = (name, base) => median(turns[name].map((rate, turn) => rate / turns[base][turn]));
  const cpuPerRequest = Object.fromEntries(Object.entries(cpuTurns).map(([name, rounds]) => [name, median(rounds)]));
  const cpuRatio = (name, base) => median(cpuTurns[name].map((cpu, turn) => cpu / cpuTurns[base][turn]));
  return { rates, ratio, cpuPerRequest, cpuRatio };
}

/**
 * `GET /api/users/current` in turns with its limit, a bare Fastify running the auth hook's one session-and-user query
 * on the same data (bare-database-server.mjs), and with a bare Fastify hello-world, shown for information.
 */
async function currentUserThroughput(engine, { hello, limit, server }, authorization) {
  const { rates, ratio, cpuPerRequest, cpuRatio } = await ratesInTurns({
    hello: { url: hello.url },
    limit: { url: limit.url, headers: { authorization }, pid: limit.child.pid },
    server: { url: `${server.url}/api/users/current`, headers: { authorization }, pid: server.child.pid },
  });
  const toLimit = ratio('server', 'limit');
  const cpuToLimit = cpuRatio('server', 'limit');
  console.log(
    `  GET /api/users/current: ${round(rates.server, 0)} req/s, limit ${round(rates.limit, 0)} req/s ` +
      `(ratio ${round(toLimit, 2)}), hello-world ${round(rates.hello, 0)} req/s; CPU per request ` +
      `${round(cpuPerRequest.server, 0)} µs, limit ${round(cpuPerRequest.limit, 0)} µs (ratio ${round(cpuToLimit, 2)})`,
  );
  const name = `GET /api/users/current (${engine}, ${CONNECTIONS} connections)`;
  const turns = `medians of ${ROUNDS} turns of ${SECONDS} s each, ratio the median of the turns' ratios`;
  return [
    figure({
      figure: name,
      value: rates.server,
      unit: 'req/s',
      goal: '≥ 0.8 × limit',
      met: toLimit >= 0.8,
      baseline: rates.limit,
      ratio: toLimit,
      note: `limit: bare Fastify running the auth hook's session-and-user query; ${turns}; ${SESSION_LOOKUP[engine]}`,
    }),
    figure({
      figure: `CPU time per GET /api/users/current (${engine})`,
      value: cpuPerRequest.server,
      unit: 'µs',
      // The rate's goal as a cost: at 0.8 of the limit's rate, a request may cost 1.25 of its CPU time.
      goal: '≤ 1.25 × limit',
      met: cpuToLimit <= 1.25,
      baseline: cpuPerRequest.limit,
      ratio: cpuToLimit,
      note: `the server process's user and system time over the requests of a turn, beside the limit's; ${turns}`,
    }),
    figure({
      figure: `${name} vs hello-world`,
      value: rates.server,
      unit: 'req/s',
      baseline: rates.hello,
      ratio: ratio('server', 'hello'),
      note: `baseline: bare Fastify hello-world, no database; ${turns}`,
    }),
  ];
}

const SERIES_ADDS = 20;
const SERIES_LENGTH = 100;

/**
 * p50 of adding a weekly series of 100 meetings, one request at a time. Series start half an hour apart on the
 * Mondays of 2027 and 2028, before the seeded meetings, so every one passes its checks.
 */
async function seriesAddLatency(engine, serverUrl, authorization) {
  const nextPayload = meetingPayloads('Series', '2027-01-04T00:00:00Z', Number.POSITIVE_INFINITY);
  const add = (amount) =>
    load({
      url: serverUrl,
      connections: 1,
      amount,
      requests: [
        {
          method: 'POST',
          path: '/api/meetings/add',
          headers: jsonHeaders(authorization),
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ ...nextPayload(), repeat: { frequency: 'weekly', count: SERIES_LENGTH } }),
          }),
        },
      ],
    });
  await add(3);
  const result = await add(SERIES_ADDS);
  console.log(`  POST /api/meetings/add of a series: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  return figure({
    figure: `POST /api/meetings/add, weekly series of ${SERIES_LENGTH}, p50 (${engine})`,
    value: result.latency.p50,
    unit: 'ms',
    goal: '< 500 ms',
    met: result.latency.p50 < 500,
    note: `${SERIES_ADDS} series one at a time after 3 to warm up; p99 ${result.latency.p99} ms`,
  });
}

/**
 * On PGlite, a change reaching a stream in the same process, and the memory of open streams; on PostgreSQL, a change
 * made on one server reaching a stream on a second one on the same database.
 */
async function changeStreamFigures(engine, server, token, sameData) {
  const changeOnFirst = { changeUrl: server.url, changeToken: token };
  if (engine === 'PGlite') {
    const streamOnFirst = { streamUrl: server.url, streamToken: token };
    return [
      await changeToStreamLatency({ label: 'PGlite, one process', limit: 100, ...changeOnFirst, ...streamOnFirst }),
      await streamsMemory(server.url, token, () => rssMegabytes(server.child.pid)),
    ];
  }
  const second = await startServer({ env: { DATABASE_URL: sameData } });
  try {
    const { token: secondToken } = (await signInThroughApi(second.url, ADMIN)).user;
    const streamOnSecond = { streamUrl: second.url, streamToken: secondToken };
    const label = 'PostgreSQL, two processes';
    return [await changeToStreamLatency({ label, limit: 250, ...changeOnFirst, ...streamOnSecond })];
  } finally {
    await second.stop();
  }
}
