// The change stream's budgets: how soon a change made through the API reaches an open stream (in the
// process that made it, or in another on the same PostgreSQL), and the memory that 500 open streams take.
import { openChangeStream } from '../change-stream.mjs';
import { figure, median, round } from '../figures.mjs';
import { apiClient, newUser, runTag, signIn, sleep, venueBody } from '../reliability/lib.mjs';

const WARM_UP = 5;
const SAMPLES = 50;
const STREAMS = 500;
/** What the server lets one session and one user hold open (server/src/changes/changes-stream.ts). */
const STREAMS_PER_SESSION = 8;
const STREAMS_PER_USER = 16;

/**
 * p50 from sending a venue add to `changeUrl` to its entry arriving on a stream open on `streamUrl`, adds one at a
 * time; the goal is `< limit` ms.
 */
export async function changeToStreamLatency({ label, limit, changeUrl, changeToken, streamUrl, streamToken }) {
  const arrivals = new Map();
  const stream = await openChangeStream(streamUrl, streamToken, {
    onChange: ({ entry }) => arrivals.set(entry.recordId, performance.now()),
  });
  const tag = runTag('Streamed');
  const delays = [];
  try {
    for (let sample = 0; sample < WARM_UP + SAMPLES; sample += 1) {
      const name = `${tag} ${sample}`;
      const sent = performance.now();
      const answer = await fetch(`${changeUrl}/api/venues/add`, {
        method: 'POST',
        headers: { authorization: `Bearer ${changeToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(venueBody(name)),
      });
      if (answer.status !== 201) throw new Error(`a venue add answered ${answer.status}: ${await answer.text()}`);
      for (const deadline = sent + 5000; !arrivals.has(name); await sleep(1)) {
        if (performance.now() > deadline) throw new Error(`the entry of ${name} did not reach the stream in 5 s`);
      }
      if (sample >= WARM_UP) delays.push(arrivals.get(name) - sent);
    }
  } finally {
    stream.close();
  }
  const p50 = median(delays);
  const p99 = [...delays].sort((a, b) => a - b)[Math.ceil(delays.length * 0.99) - 1];
  console.log(`  change → stream (${label}): p50 ${round(p50, 1)} ms, p99 ${round(p99, 1)} ms`);
  return figure({
    figure: `A change through the API reaches an open stream, p50 (${label})`,
    value: p50,
    unit: 'ms',
    goal: `< ${limit} ms`,
    met: p50 < limit,
    note: `${SAMPLES} venue adds one at a time, from sending the add to its entry on the stream; p99 ${round(p99, 1)} ms`,
  });
}

/** Tokens of enough Users and sessions to hold `streams` streams within the server's limits, added by an Admin. */
async function streamTokens(serverUrl, adminToken, streams) {
  const adminCall = apiClient(serverUrl, adminToken);
  const tag = runTag('Streams');
  const tokens = [];
  for (let user = 0; tokens.length * STREAMS_PER_SESSION < streams; user += 1) {
    const first = await newUser(serverUrl, adminCall, `${tag}u${user}`);
    tokens.push(first.token);
    for (let session = 1; session < STREAMS_PER_USER / STREAMS_PER_SESSION; session += 1) {
      tokens.push((await signIn(serverUrl, first.credentials)).token);
    }
  }
  return tokens;
}

/**
 * What `STREAMS` open streams (each on a connection of its own, as many people's tabs) add to the RSS (`rss()`, in MB)
 * of the server.
 */
export async function streamsMemory(serverUrl, token, rss) {
  const tokens = await streamTokens(serverUrl, token, STREAMS);
  const before = rss();
  const streams = [];
  try {
    for (let opened = 0; opened < STREAMS; opened += 1) {
      const sessionToken = tokens[Math.floor(opened / STREAMS_PER_SESSION)];
      streams.push(await openChangeStream(serverUrl, sessionToken, { onChange: () => {} }));
    }
    await sleep(2000);
    const after = rss();
    console.log(`  ${STREAMS} open change streams: RSS ${round(before, 0)} → ${round(after, 0)} MB`);
    return figure({
      figure: `Server RSS added by ${STREAMS} open change streams (PGlite)`,
      value: after - before,
      unit: 'MB',
      goal: '≤ 50 MB',
      met: after - before <= 50,
      note: `RSS ${round(before, 0)} MB before, ${round(after, 0)} MB with them open`,
    });
  } finally {
    for (const stream of streams) stream.close();
  }
}
