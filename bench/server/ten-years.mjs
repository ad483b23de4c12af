// Ten years of a busy group's data: 100,000 meetings, 30 teams, 20 venues, 200 users, written straight into
// the database in a few statements, with each meeting's entry in the change record as its add would have written it.
// `node bench/server/ten-years.mjs [pglite|postgresql]` seeds it, prints how long that took and the server's URL, and
// keeps the server running until Ctrl+C.
import { performance } from 'node:perf_hooks';
import { round } from '../figures.mjs';
import { ADMIN, benchEngines, startServerWithData } from './seeded-server.mjs';

export const TEN_YEARS = { meetings: 100_000, teams: 30, venues: 20, users: 200 };

/** Meetings a day: four times of day, seven meetings at once, each of its own team and venue. */
const PER_DAY = 28;
const AT_ONCE = 7;
const TIMES_OF_DAY = ['08:00', '10:00', '13:00', '15:00'];
/** The day after the last seeded one: the bench's adds go from here on (meeting-adds.mjs). */
export const TEN_YEARS_END = '2030-10-01';

/**
 * Every day up to TEN_YEARS_END holds PER_DAY meetings of 60 to 90 minutes, so no team (PER_DAY of 30) and no venue
 * (AT_ONCE of 20 at a time) holds two at once. Users are the Admin and 199 members; each team has a lead and five
 * members, none with an email address, so adds send no mail. The change record holds each meeting's add (the history
 * of a meeting and the change stream read it); teams, venues and users have none, as if made before it.
 */
const seedScript = ({ meetings, teams, venues, users }) => {
  const days = Math.ceil(meetings / PER_DAY);
  return `
  insert into users (username, role, firstname, lastname)
    select 'member' || n, 'User', 'Member', 'Number ' || n from generate_series(1, ${users - 1}) as n;
  insert into teams (name, description, lead_id, updated_date)
    select 'Team ' || n, 'A team of ten years', users.id, now()
      from generate_series(1, ${teams}) as n join users on users.username = 'member' || n;
  insert into team_members (team_name, user_id, position)
    select 'Team ' || n, users.id, position
      from generate_series(1, ${teams}) as n, generate_series(1, 5) as position,
           users where users.username = 'member' || (${teams} + (n - 1) * 5 + position) % ${users - 1} + 1;
  insert into venues (name, updated_date) select 'Venue ' || n, now() from generate_series(1, ${venues}) as n;
  insert into meetings (id, team_name, venue_name, start_time, end_time, comments, updated_date)
    select 'Meeting ' || n, 'Team ' || ((day * ${PER_DAY} + k) % ${teams} + 1),
           'Venue ' || ((k % ${AT_ONCE} * 3 + k / ${AT_ONCE} + day) % ${venues} + 1),
           start, start + (60 + n % 3 * 15) * interval '1 minute',
           'Agenda item ' || n || ': results, plans & questions.', now()
      from generate_series(0, ${meetings - 1}) as n,
           lateral (select n / ${PER_DAY} as day, n % ${PER_DAY} as k) as place,
           lateral (select (date '${TEN_YEARS_END}' - ${days} + day + (array['${TIMES_OF_DAY.join("','")}'])[k / ${AT_ONCE} + 1]::time)
                           at time zone 'UTC' as start) as slot;
  insert into changes (at, actor, action, kind, record_id, fields)
    select updated_date, '${ADMIN.username}', 'create', 'meeting', id,
           (select jsonb_object_agg(key, jsonb_build_object('new', value)) from jsonb_each(wire_json::jsonb))
      from meetings order by start_time, id collate "C";`;
};

/** As autovacuum would leave the fresh tables soon after, so that it does not run during the figures. */
const SETTLE = 'vacuum analyze';

/**
 * The built server on `engine` holding TEN_YEARS, with `startSeededServer`'s answer and how long the seeding took.
 * @param {{name: 'PGlite'} | {name: 'PostgreSQL', url: string}} engine
 * @param {Record<string, string>} [env]
 */
export async function startTenYearsServer(engine, env = {}) {
  const started = performance.now();
  const seeded = await startServerWithData(engine, [seedScript(TEN_YEARS), SETTLE], env);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${engine.name}: ${TEN_YEARS.meetings} meetings over ten years seeded and served in ${round(seconds)} s`);
  return { ...seeded, seconds };
}

if (import.meta.filename === process.argv[1]) {
  const wanted = (process.argv[2] ?? 'pglite').toLowerCase();
  const engine = (await benchEngines()).find((candidate) => candidate.name.toLowerCase() === wanted);
  if (!engine) throw new Error(`No engine ${wanted}: pglite, or postgresql when it answers`);
  const { server, close } = await startTenYearsServer(engine);
  console.log(`${server.url} (sign in as ${ADMIN.username} / ${ADMIN.password}); Ctrl+C stops it`);
  process.once('SIGINT', () => close().then(() => process.exit(0)));
}
