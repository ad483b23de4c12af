// The server figures on ten years of data (ten-years.mjs), on each engine: how long the data set takes to make,
// a week's meetings, a team's feed, a free-slot search, adds at 10 connections and the list of all meetings; on
// PGlite, the server's memory under the mixed load (memory-figures.mjs) last.
// `node bench/server/ten-years-figures.mjs` measures them alone, with the list of 10,000 meetings on PostgreSQL, and
// prints their table.
import { figure, median, printTable, round } from '../figures.mjs';
import { startBareServer } from './bare-server.mjs';
import { calendarFeedLatency, freeSlotLatency, meetingListLatency, weekListLatency } from './latency-figures.mjs';
import { CONNECTIONS, measureAdds } from './meeting-adds.mjs';
import { memoryUnderMixedLoad } from './memory-figures.mjs';
import { benchEngines, startSeededServer } from './seeded-server.mjs';
import { startTenYearsServer, TEN_YEARS } from './ten-years.mjs';

const SEEDING_LIMIT_S = 120;
/** A week of the calendar, Monday to Sunday, among the seeded meetings. */
const WEEK = { from: '2029-03-05', to: '2029-03-11' };

/** @returns {Promise<import('../figures.mjs').Figure[]>} */
export async function tenYearsFigures(engines) {
  const { meetings } = TEN_YEARS;
  const figures = [];
  for (const engine of engines) {
    const { server, token, sameData, close, seconds } = await startTenYearsServer(engine);
    try {
      const authorization = `Bearer ${token}`;
      figures.push(
        figure({
          figure: `Ten years of data made and served (${engine.name})`,
          value: seconds,
          unit: 's',
          goal: `< ${SEEDING_LIMIT_S} s`,
          met: seconds < SEEDING_LIMIT_S,
          note: `${meetings} meetings, ${TEN_YEARS.teams} teams, ${TEN_YEARS.venues} venues, ${TEN_YEARS.users} users`,
        }),
        await weekListLatency(engine.name, server.url, authorization, { ...WEEK, meetings }),
        await calendarFeedLatency(engine.name, server.url, authorization, meetings, { team: 'Team 1', limit: 50 }),
        await freeSlotLatency(engine.name, server.url, authorization, meetings),
        await addsBesideUsualData(engine, server.url, authorization),
        await meetingListLatency(engine.name, server.url, authorization, meetings),
      );
      if (engine.name === 'PGlite') {
        const bare = await startBareServer('bare-database-server.mjs', sameData, token);
        try {
          figures.push(...(await memoryUnderMixedLoad(server, bare, authorization, meetings)));
        } finally {
          await bare.stop();
        }
      }
    } finally {
      await close();
    }
  }
  return figures;
}

const ADD_TURNS = 3;
const USUAL_MEETINGS = 10_000;

/**
 * p99 of adds at CONNECTIONS on ten years of data, beside the same adds on the bench's usual 10,000 meetings, in
 * ADD_TURNS alternating turns (medians): what the data's size costs, apart from what the machine's load does.
 */
async function addsBesideUsualData(engine, serverUrl, authorization) {
  const usual = await startSeededServer(engine, USUAL_MEETINGS);
  const p99 = { tenYears: [], usual: [] };
  try {
    for (let turn = 0; turn < ADD_TURNS; turn += 1) {
      // Each turn in a month of its own after the seeded meetings of both.
      const firstSlot = `2030-${10 + turn}-01T00:00:00Z`;
      const tenYears = await measureAdds(serverUrl, authorization, { prefix: `Turn ${turn}`, firstSlot });
      const onUsual = await measureAdds(usual.server.url, `Bearer ${usual.token}`, {
        prefix: `Turn ${turn}`,
        firstSlot,
      });
      p99.tenYears.push(tenYears.latency.p99);
      p99.usual.push(onUsual.latency.p99);
      console.log(`  adds, p99: ${tenYears.latency.p99} ms on ten years, ${onUsual.latency.p99} ms on the usual data`);
    }
  } finally {
    await usual.close();
  }
  const value = median(p99.tenYears);
  return figure({
    figure: `POST /api/meetings/add, ${TEN_YEARS.meetings} meetings, p99 at ${CONNECTIONS} connections (${engine.name})`,
    value,
    unit: 'ms',
    goal: '< 50 ms',
    met: value < 50,
    baseline: median(p99.usual),
    note: `baseline: the same adds with ${USUAL_MEETINGS} meetings; ${ADD_TURNS} alternating turns of 1000 adds (medians)`,
  });
}

/** The list of 10,000 meetings on PostgreSQL, as the server figures measure it, when PostgreSQL answers. */
async function postgresList(engines) {
  const engine = engines.find((candidate) => candidate.name === 'PostgreSQL');
  if (!engine) return [];
  const { server, token, close } = await startSeededServer(engine, USUAL_MEETINGS);
  try {
    return [await meetingListLatency(engine.name, server.url, `Bearer ${token}`, USUAL_MEETINGS)];
  } finally {
    await close();
  }
}

if (import.meta.filename === process.argv[1]) {
  const engines = await benchEngines();
  const figures = [...(await postgresList(engines)), ...(await tenYearsFigures(engines))];
  printTable(figures);
  console.log(
    `\n${figures.filter((each) => each.met === false).length} goals not met; ${round(process.uptime(), 0)} s`,
  );
}
