// Issue 29's server figures on ten years of data (ten-years.mjs), on each engine: how long the data set takes to make,
// a week's meetings, a team's feed, a free-slot search, adds at 10 connections and the list of all meetings.
// `node bench/server/ten-years-figures.mjs` measures them alone, with the list of 10,000 meetings on PostgreSQL, and
// prints their table.
import { figure, printTable, round } from '../figures.mjs';
import { calendarFeedLatency, freeSlotLatency, meetingListLatency, weekListLatency } from './latency-figures.mjs';
import { meetingAdds } from './meeting-adds.mjs';
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
    const { server, token, close, seconds } = await startTenYearsServer(engine);
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
        ...(await meetingAdds(engine.name, server.url, authorization, `${meetings} meetings`)),
        await meetingListLatency(engine.name, server.url, authorization, meetings),
      );
    } finally {
      await close();
    }
  }
  return figures;
}

/** The list of 10,000 meetings on PostgreSQL, as the server figures measure it, when PostgreSQL answers. */
async function postgresList(engines) {
  const engine = engines.find((candidate) => candidate.name === 'PostgreSQL');
  if (!engine) return [];
  const { server, token, close } = await startSeededServer(engine, 10_000);
  try {
    return [await meetingListLatency(engine.name, server.url, `Bearer ${token}`, 10_000)];
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
