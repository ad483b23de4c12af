// Meeting adds through the API with autocannon, as the server figures measure them: CONNECTIONS in flight, each add a
// meeting of its own that passes its checks.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { figure, round } from '../figures.mjs';
import { TEAMS, VENUES } from './seeded-server.mjs';

export const CONNECTIONS = 10;
export const ADDS = Number(process.env.BENCH_ADDS ?? 1000);
const WARM_UP_ADDS = 100;

/** @param {import('autocannon').Options} options */
export async function load(options) {
  const result = await autocannon({ connections: CONNECTIONS, ...options });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `${options.url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} answers not 2xx ` +
        `(${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  return result;
}

/** The seeded teams and venues in turn, so that writes take locks of different places. */
const seededPlaces = (index) => ({ team: `Team ${(index % TEAMS) + 1}`, venue: `Venue ${(index % VENUES) + 1}` });

/**
 * A meeting add of its own: half an hour after the previous one from `firstSlot`, 25 minutes long, at `place(index)`,
 * so every add passes its conflict check (the common case). After `slots` adds, back to the first slot (meetings
 * there must have been deleted by then): the last year forms allow is 2030.
 */
export function meetingPayloads(prefix, firstSlot, slots, place = seededPlaces) {
  let next = 0;
  return () => {
    const index = next++;
    const start = new Date(Date.parse(firstSlot) + (index % slots) * 30 * 60_000);
    return {
      _id: `${prefix} ${index}`,
      ...place(index),
      meetingDate: start.toISOString().slice(0, 10),
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 25 * 60_000).toISOString(),
      comments: 'Added by the benchmark.',
    };
  };
}

export const jsonHeaders = (authorization) => ({ authorization, 'content-type': 'application/json' });

/**
 * `POST /api/meetings/add` with `connections` in flight, `amount` after WARM_UP_ADDS, each meeting's id starting with
 * `prefix`, from `firstSlot`, at one `place` (a team and venue) or the seeded ones in turn: adds per second and the
 * run's latencies, and with the server's `pid`, the CPU time it spent per add.
 */
export async function measureAdds(
  serverUrl,
  authorization,
  { prefix = 'Added', pid, place, firstSlot = '2030-10-01T00:00:00Z', amount = ADDS, connections = CONNECTIONS } = {},
) {
  const nextPayload = meetingPayloads(prefix, firstSlot, Number.POSITIVE_INFINITY, place && (() => place));
  const add = (count, onAnswer) =>
    load({
      url: serverUrl,
      amount: count,
      connections,
      requests: [
        {
          method: 'POST',
          path: '/api/meetings/add',
          headers: jsonHeaders(authorization),
          setupRequest: (request) => ({ ...request, body: JSON.stringify(nextPayload()) }),
          onResponse: onAnswer,
        },
      ],
    });
  await add(WARM_UP_ADDS);
  const cpuBefore = pid === undefined ? 0 : cpuMilliseconds(pid);
  // Read at the last answer: autocannon ends the run up to a second later, while the mail sender reads its intents.
  let answers = 0;
  let cpuAtLastAnswer = cpuBefore;
  const result = await add(amount, () => {
    answers += 1;
    if (answers === amount && pid !== undefined) cpuAtLastAnswer = cpuMilliseconds(pid);
  });
  const cpuMsPerAdd = pid === undefined ? undefined : (cpuAtLastAnswer - cpuBefore) / amount;
  // Little's law over the closed loop: autocannon ends a run of `amount` requests on its 1-second tick, so
  // total / duration would count the idle rest of the last second.
  return { perSecond: (connections * 1000) / result.latency.mean, latency: result.latency, cpuMsPerAdd };
}

/** `POST /api/meetings/add` with CONNECTIONS in flight: adds per second and p99. */
export async function meetingAdds(engine, serverUrl, authorization) {
  const { perSecond, latency } = await measureAdds(serverUrl, authorization);
  console.log(`  POST /api/meetings/add: ${round(perSecond, 0)}/s, p50 ${latency.p50}, p99 ${latency.p99}`);
  return [
    figure({ figure: `POST /api/meetings/add, adds/s (${engine})`, value: perSecond, unit: 'adds/s' }),
    figure({
      figure: `POST /api/meetings/add, p99 at ${CONNECTIONS} connections (${engine})`,
      value: latency.p99,
      unit: 'ms',
      goal: '< 50 ms',
      met: latency.p99 < 50,
      note: `${ADDS} adds after 100 to warm up; p50 ${latency.p50} ms`,
    }),
  ];
}

/** Adds made by `measureAdds`, its warm-up included. */
export const addsMade = (amount = ADDS) => WARM_UP_ADDS + amount;

/** The CPU time (user and system) a process has used, from Linux's clock ticks of 10 ms. */
function cpuMilliseconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
