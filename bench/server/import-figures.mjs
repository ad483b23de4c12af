// 10,000 meetings imported from one CSV file, checked (?preview=1) and then added, each in under 10 s.
import { figure, round } from '../figures.mjs';
import { ADMIN } from './seeded-server.mjs';

const IMPORTED_MEETINGS = Number(process.env.BENCH_IMPORT_MEETINGS ?? 10_000);
const GOAL_MS = 10_000;
/** A team and a venue of the import's own: its meetings clash with no meeting of another figure. */
const PLACE = { team: 'Import team', venue: 'Import venue' };
const HOUR_MS = 3_600_000;

/** The file: one 50-minute meeting an hour from the next day on, all at PLACE, as the export writes meetings. */
function meetingsCsv() {
  const firstSlot = Math.ceil(Date.now() / (24 * HOUR_MS)) * 24 * HOUR_MS + 24 * HOUR_MS;
  const lines = ['_id,team,venue,meetingDate,startTime,endTime,comments'];
  for (let index = 0; index < IMPORTED_MEETINGS; index += 1) {
    const start = new Date(firstSlot + index * HOUR_MS);
    const end = new Date(start.getTime() + 50 * 60_000);
    const day = start.toISOString().slice(0, 10);
    lines.push(`Imported ${index},${PLACE.team},${PLACE.venue},${day},${start.toISOString()},${end.toISOString()},`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

async function post(serverUrl, authorization, path, body, contentType) {
  const started = performance.now();
  const response = await fetch(`${serverUrl}${path}`, {
    method: 'POST',
    headers: { authorization, 'content-type': contentType },
    body,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  return { ms: performance.now() - started, answer };
}

/** The preview's and the import's time for IMPORTED_MEETINGS meetings, through the API as the Import page sends them. */
export async function importFigures(engine, serverUrl, authorization) {
  const json = (path, body) => post(serverUrl, authorization, path, JSON.stringify(body), 'application/json');
  await json('/api/teams/add', {
    _id: PLACE.team,
    description: 'Imported meetings',
    teamLead: ADMIN.username,
    members: [ADMIN.username],
  });
  await json('/api/venues/add', { _id: PLACE.venue });
  const file = meetingsCsv();
  const figures = [];
  for (const [label, path] of [
    ['checked (?preview=1)', '/api/import/meetings?preview=1'],
    ['imported', '/api/import/meetings'],
  ]) {
    const { ms, answer } = await post(serverUrl, authorization, path, file, 'text/csv');
    if (answer.rows !== IMPORTED_MEETINGS || answer.errors.length > 0)
      throw new Error(`${path}: ${JSON.stringify(answer).slice(0, 300)}`);
    console.log(`  ${IMPORTED_MEETINGS} meetings ${label}: ${round(ms / 1000, 1)} s`);
    figures.push(
      figure({
        figure: `CSV import of ${IMPORTED_MEETINGS} meetings, ${label} (${engine})`,
        value: ms / 1000,
        unit: 's',
        goal: `< ${GOAL_MS / 1000} s`,
        met: ms < GOAL_MS,
        note: `one file of ${round(file.length / 1024 / 1024, 1)} MB: every row through the add's schema, its other rules for all rows at once`,
      }),
    );
  }
  return figures;
}
