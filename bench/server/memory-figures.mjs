// The server's memory on PGlite under a mixed load of BENCH_SOAK_MINUTES (10), beside a bare PGlite with the same data.
import { figure, round } from '../figures.mjs';
import { jsonHeaders, load, meetingPayloads } from './meeting-adds.mjs';
import { rssMegabytes } from './process-usage.mjs';

const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);

/** The server's RSS after the mixed load, on PGlite: a small group's spare machine runs it beside other work. */
const rssLimitMb = (meetings) => (meetings > 10_000 ? 400 : 300);

/**
 * RSS of the server after the first minute and at the end of SOAK_MINUTES of mixed load: the current user, the list
 * of all meetings, and meetings added then deleted (so the data stays the same size and RSS has no reason to grow).
 * Then the RSS of the bare PGlite with the same data (bare-database-server.mjs) after the same reads for as long as
 * the first mark: what is left is the server's own.
 */
export async function memoryUnderMixedLoad(server, bare, authorization, meetings) {
  const seconds = Math.max(2, Math.round(SOAK_MINUTES * 60));
  const firstMark = Math.min(60, seconds / 2);
  console.log(`  mixed load for ${round(seconds / 60, 1)} min, RSS at ${firstMark} s and at the end`);
  // After the meetings of every other figure, of both data sets; each is deleted right after its add.
  const nextPayload = meetingPayloads('Soak', '2030-12-26T00:00:00Z', 200);
  const reads = (currentUserUrl, meetingsUrl) => [
    { url: currentUserUrl, headers: { authorization }, connections: 4 },
    { url: meetingsUrl, headers: { authorization, 'accept-encoding': 'gzip' }, connections: 1 },
  ];
  const mixed = [
    ...reads(`${server.url}/api/users/current`, `${server.url}/api/meetings`),
    {
      url: server.url,
      connections: 2,
      requests: [
        {
          method: 'POST',
          path: '/api/meetings/add',
          headers: jsonHeaders(authorization),
          setupRequest: (request, context) => {
            const payload = nextPayload();
            context.id = payload._id;
            return { ...request, body: JSON.stringify(payload) };
          },
        },
        {
          method: 'GET',
          headers: { authorization },
          setupRequest: (request, context) => ({
            ...request,
            path: `/api/meetings/delete/${encodeURIComponent(context.id)}`,
          }),
        },
      ],
    },
  ];
  let firstMinute = Number.NaN;
  const sampler = setTimeout(() => {
    firstMinute = rssMegabytes(server.child.pid);
  }, firstMark * 1000);
  const results = await Promise.all(mixed.map((options) => load({ ...options, duration: seconds })));
  clearTimeout(sampler);
  const atEnd = rssMegabytes(server.child.pid);
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  console.log(`  RSS ${round(firstMinute, 0)} MB after ${firstMark} s, ${round(atEnd, 0)} MB at the end`);
  await Promise.all(reads(bare.url, `${bare.url}meetings`).map((options) => load({ ...options, duration: firstMark })));
  const bareRss = rssMegabytes(bare.child.pid);
  console.log(`  bare PGlite with the same data: RSS ${round(bareRss, 0)} MB after ${firstMark} s of the same reads`);
  const name = `Server RSS after ${round(seconds / 60, 1)} min of mixed load (PGlite)`;
  return [
    figure({
      figure: `${name}, ${meetings} meetings`,
      value: atEnd,
      unit: 'MB',
      goal: `≤ ${rssLimitMb(meetings)} MB`,
      met: atEnd <= rssLimitMb(meetings),
      note: `after every figure before it on the same server; ${requests} requests of mixed load`,
    }),
    figure({
      figure: `${name} vs after 1 min`,
      value: atEnd,
      unit: 'MB',
      goal: '≤ 1.2 × RSS after 1 min',
      met: atEnd <= 1.2 * firstMinute,
      baseline: firstMinute,
      note: `baseline: RSS after ${firstMark} s; ${requests} requests (current user, list, add then delete)`,
    }),
    figure({
      figure: `${name} vs bare PGlite`,
      value: atEnd,
      unit: 'MB',
      baseline: bareRss,
      note: `baseline: bare Fastify and PGlite on a copy of the data, after ${firstMark} s of the same reads`,
    }),
  ];
}
