// Graceful shutdown: SIGTERM with requests in flight. They finish with 2xx, new connections are refused
// (or answered 503), the process exits 0, and the PGlite database restarts holding what they wrote. The soak also
// holds a request open forever: shutdown must still end, cutting it after the grace period (exit code 1).
import http from 'node:http';
import { figure } from '../figures.mjs';
import { check, meetingIdsOf, meetingWriter, pgliteDataDir, runTag, serve, signIn, sleep } from './lib.mjs';

/** The server's SHUTDOWN_GRACE_MS, and what we allow beyond it. */
const GRACE_MS = 10_000;
const MARGIN_MS = 5_000;

/**
 * A POST whose body is only half sent: the server has the request in flight until `finish()` sends the rest.
 * `answer` resolves to `{status, body}` or rejects when the connection fails.
 */
function heldPost(baseUrl, path, token, body) {
  const payload = Buffer.from(JSON.stringify(body));
  const request = http.request(`${baseUrl}${path}`, {
    method: 'POST',
    agent: false,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': payload.length },
  });
  const answer = new Promise((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, body: text }));
    });
    request.on('error', reject);
  });
  answer.catch(() => {}); // awaited later; a failure before then is not unhandled
  request.write(payload.subarray(0, payload.length >> 1));
  return { answer, finish: () => request.end(payload.subarray(payload.length >> 1)) };
}

/** One GET on `agent`, answering `{status}` or `{error}` (the connection failed). */
function get(baseUrl, path, token, agent) {
  return new Promise((resolve) => {
    const request = http.get(`${baseUrl}${path}`, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode }));
    });
    request.on('error', (error) => resolve({ error: error.code ?? error.message }));
    request.setTimeout(5000, () => request.destroy(new Error('no answer within 5 s')));
  });
}

async function waitFor(condition, what, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    check(Date.now() < deadline, `timed out waiting for ${what}`);
    await sleep(25);
  }
}

const incomingRequests = (server) => server.output().split('"msg":"incoming request"').length - 1;

/** Held writes and slow reads in flight at SIGTERM; checks refusal, completion, exit 0 and the data after restart. */
async function inFlightRound(dataDir) {
  let server = await serve({ dataDir, env: { LOG_LEVEL: 'info' } });
  const { token, call } = await signIn(server.url);
  const writer = await meetingWriter(call, runTag('S'));
  const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
  check((await get(server.url, '/api/users/current', token, keptAlive)).status === 200, 'a first read failed');

  const before = incomingRequests(server);
  const held = Array.from({ length: 3 }, () => {
    const body = writer.next();
    return { id: body._id, ...heldPost(server.url, '/api/meetings/add', token, body) };
  });
  const reads = Array.from({ length: 10 }, () => get(server.url, '/api/meetings', token, false));
  await waitFor(() => incomingRequests(server) >= before + held.length + reads.length, 'the requests to arrive');

  const signalled = performance.now();
  server.child.kill('SIGTERM');
  await waitFor(() => server.output().includes('SIGTERM received'), 'the server to see SIGTERM');
  await sleep(300);
  const late = await get(server.url, '/api/users/current', token, false);
  check(late.status === 503 || late.error !== undefined, `a new connection after SIGTERM was answered ${late.status}`);
  const onKeptAlive = await get(server.url, '/api/users/current', token, keptAlive);
  check(
    onKeptAlive.status === 503 || onKeptAlive.error !== undefined,
    `a request on a kept-alive connection after SIGTERM was answered ${onKeptAlive.status}`,
  );

  for (const request of held) request.finish();
  const answers = await Promise.all(held.map((request) => request.answer));
  check(
    answers.every((answer) => answer.status === 201),
    `held writes answered ${answers.map((a) => a.status)} after SIGTERM`,
  );
  const readAnswers = await Promise.all(reads);
  check(
    readAnswers.every((answer) => answer.status === 200),
    `reads in flight answered ${readAnswers.map((a) => a.status ?? a.error)}`,
  );
  const exitCode = await server.exited;
  const shutdownMs = performance.now() - signalled;
  check(exitCode === 0, `the server exited with ${exitCode} after SIGTERM:\n${server.output().slice(-2000)}`);
  keptAlive.destroy();

  server = await serve({ dataDir });
  try {
    const { call: read } = await signIn(server.url);
    const stored = await meetingIdsOf(read, writer.team);
    check(
      held.every((request) => stored.has(request.id)),
      'a write finished during shutdown is missing after restart',
    );
  } finally {
    await server.stop();
  }
  return shutdownMs;
}

/** A request that never finishes must not keep the server from stopping. */
async function stuckRound(dataDir) {
  let server = await serve({ dataDir });
  const { token, call } = await signIn(server.url);
  const writer = await meetingWriter(call, runTag('T'));
  const stuck = heldPost(server.url, '/api/meetings/add', token, writer.next());
  await sleep(500);
  const signalled = performance.now();
  server.child.kill('SIGTERM');
  const exitCode = await Promise.race([server.exited, sleep(GRACE_MS + MARGIN_MS).then(() => 'still running')]);
  const exitMs = performance.now() - signalled;
  check(exitCode === 1, `with a stuck request, SIGTERM ended in ${exitCode} (expected exit code 1 after the grace)`);
  check((await stuck.answer.catch(() => 'cut')) === 'cut', 'the stuck request was answered instead of cut');
  server = await serve({ dataDir });
  await signIn(server.url);
  await server.stop();
  return exitMs;
}

export default async function shutdown({ mode }) {
  const dataDir = await pgliteDataDir();
  const figures = [
    figure({
      figure: 'SIGTERM with 3 writes held open and 10 reads: all 2xx, exit 0',
      value: await inFlightRound(dataDir),
      unit: 'ms',
      note: 'time to exit; new connections refused, restart holds the writes',
    }),
  ];
  if (mode === 'soak') {
    figures.push(
      figure({
        figure: 'SIGTERM with a request stuck: exit after the grace',
        value: await stuckRound(dataDir),
        unit: 'ms',
        goal: `≤ ${GRACE_MS + MARGIN_MS} ms`,
        met: true,
      }),
    );
  }
  return figures;
}
