// PostgreSQL outage: stop PostgreSQL under load. While it is down every request is answered 503 {message}
// within ANSWER_LIMIT_MS, and once it is back the server recovers by itself within RECOVERY_LIMIT_MS, no restart.
import { figure } from '../figures.mjs';
import {
  check,
  checkNoWriteLost,
  meetingIdsOf,
  meetingWriter,
  postgresDatabase,
  runTag,
  serve,
  signIn,
  sleep,
} from './lib.mjs';

const ANSWER_LIMIT_MS = 2000;
const RECOVERY_LIMIT_MS = 5000;
const CLIENTS = 10;

export default async function outage({ mode }) {
  const downMs = mode === 'soak' ? 10_000 : 4000;
  const database = await postgresDatabase();
  const server = await serve({ databaseUrl: database.url });
  try {
    const { call } = await signIn(server.url);
    const writer = await meetingWriter(call, runTag('O'));
    const answers = [];
    const sent = new Set();
    const acknowledged = new Set();
    let running = true;
    const client = async (index) => {
      for (let turn = index; running; turn += 1) {
        const body = turn % 3 === 0 ? writer.next() : undefined;
        const [method, url] = body
          ? ['POST', '/api/meetings/add']
          : ['GET', turn % 3 === 1 ? '/api/meetings' : '/api/teams'];
        if (body) sent.add(body._id);
        const startedAt = performance.now();
        const answer = await call(method, url, body, { timeoutMs: 10_000 }).catch((error) => ({
          status: 0,
          body: error.message,
          ms: performance.now() - startedAt,
        }));
        answers.push({ startedAt, ...answer });
        if (body && answer.status === 201) acknowledged.add(body._id);
        // When every request fails at once, pace them a little so the log of answers stays small.
        if (answer.status !== 201 && answer.status !== 200) await sleep(20);
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));

    await sleep(2000);
    const stoppingAt = performance.now();
    await database.stopPostgres();
    const downAt = performance.now();
    await sleep(downMs);
    const startingAt = performance.now();
    await database.startPostgres();
    const backAt = performance.now();
    await sleep(RECOVERY_LIMIT_MS + 3000);
    running = false;
    await Promise.all(clients);

    const describe = (answer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`;
    const before = answers.filter((answer) => answer.startedAt + answer.ms < stoppingAt);
    check(before.length > 0 && before.every((answer) => answer.status < 300), 'requests failed before the outage');
    const down = answers.filter((answer) => answer.startedAt >= downAt && answer.startedAt + answer.ms <= startingAt);
    check(down.length > 0, 'no request was made while PostgreSQL was down');
    const wrong = down.filter((answer) => answer.status !== 503 || typeof answer.body?.message !== 'string');
    check(
      wrong.length === 0,
      `while down, ${wrong.length} answers were not 503 {message}: ${wrong.slice(0, 3).map(describe)}`,
    );
    const slowest = Math.max(...answers.filter((answer) => answer.startedAt >= stoppingAt).map((answer) => answer.ms));
    check(slowest <= ANSWER_LIMIT_MS, `a request took ${Math.round(slowest)} ms during the outage or recovery`);
    const broken = answers.filter((answer) => answer.status !== 503 && (answer.status < 200 || answer.status > 299));
    check(
      broken.length === 0,
      `${broken.length} answers were neither 2xx nor 503: ${broken.slice(0, 3).map(describe)}`,
    );

    // Recovered at the start of the first request after which nothing failed.
    const lastFailure = answers.filter((answer) => answer.status !== 200 && answer.status !== 201).at(-1);
    const recovered = answers.filter((answer) => answer.startedAt > lastFailure.startedAt + lastFailure.ms);
    check(recovered.length > 0, 'the server did not recover after PostgreSQL came back');
    const recoveryMs = Math.max(0, Math.min(...recovered.map((answer) => answer.startedAt)) - backAt);
    check(
      recoveryMs <= RECOVERY_LIMIT_MS,
      `the server recovered ${Math.round(recoveryMs)} ms after PostgreSQL came back`,
    );
    checkNoWriteLost('meetings', acknowledged, await meetingIdsOf(call, writer.team), sent);

    return [
      figure({
        figure: 'PostgreSQL outage: slowest answer while down',
        value: slowest,
        unit: 'ms',
        goal: `≤ ${ANSWER_LIMIT_MS} ms`,
        met: true,
        note: `${down.length} answers 503 {message} in ${downMs / 1000} s down`,
      }),
      figure({
        figure: 'PostgreSQL outage: recovery after it is back',
        value: recoveryMs,
        unit: 'ms',
        goal: `≤ ${RECOVERY_LIMIT_MS} ms`,
        met: true,
        note: 'no restart; no acknowledged write lost',
      }),
    ];
  } finally {
    await server.stop();
  }
}
