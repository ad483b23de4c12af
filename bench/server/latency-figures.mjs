// The reads' latencies of a seeded server, one request at a time with autocannon: the list of all meetings, the
// meetings of one week, a calendar feed and a free-slot search.
import { figure, round } from '../figures.mjs';
import { load } from './meeting-adds.mjs';

/**
 * p50 of `amount` GET requests one at a time, after `warmUp` of them, as a figure whose goal is `< limit` ms (none
 * without `limit`); `note` adds to the figure's note what the run tells.
 */
export async function latencyFigure({ figure: name, engine, url, headers, warmUp, amount, limit, note = () => '' }) {
  await load({ url, headers, connections: 1, amount: warmUp });
  const result = await load({ url, headers, connections: 1, amount });
  console.log(`  ${name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  return figure({
    figure: `${name}, p50 (${engine})`,
    value: result.latency.p50,
    unit: 'ms',
    goal: limit === undefined ? '' : `< ${limit} ms`,
    met: limit === undefined ? undefined : result.latency.p50 < limit,
    note: [`${amount} requests one at a time`, `p99 ${result.latency.p99} ms`, note(result)].filter(Boolean).join('; '),
  });
}

/** The list's goals by engine at 10,000 meetings. */
const LIST_LIMITS = { PGlite: 60, PostgreSQL: 20 };

/**
 * p50 of `GET /api/meetings`, gzipped, one request at a time, after a check that it answers all `meetings`. Its goal
 * holds for 10,000 meetings; a list of more is shown for information, in fewer requests.
 */
export async function meetingListLatency(engine, serverUrl, authorization, meetings) {
  const url = `${serverUrl}/api/meetings`;
  const headers = { authorization, 'accept-encoding': 'gzip' };
  const response = await fetch(url, { headers });
  const listed = await response.json();
  if (response.headers.get('content-encoding') !== 'gzip' || listed.length < meetings) {
    throw new Error(`${url}: ${listed.length} meetings, encoding ${response.headers.get('content-encoding')}`);
  }
  const large = meetings > 10_000;
  return latencyFigure({
    figure: `GET /api/meetings, ${listed.length} meetings, gzip`,
    engine,
    url,
    headers,
    warmUp: large ? 3 : 20,
    amount: large ? 20 : 100,
    limit: large ? undefined : LIST_LIMITS[engine],
    note: (result) => `${round(result.throughput.total / result.requests.total / 1024, 0)} KB each`,
  });
}

/** p50 of `GET /api/meetings?from&to` of the week from Monday `from`, as the calendar's week view asks it. */
export async function weekListLatency(engine, serverUrl, authorization, { from, to, meetings }) {
  const url = `${serverUrl}/api/meetings?${new URLSearchParams({ from, to })}`;
  const headers = { authorization, 'accept-encoding': 'gzip' };
  const listed = await (await fetch(url, { headers })).json();
  if (!Array.isArray(listed) || listed.length === 0) throw new Error(`${url}: ${JSON.stringify(listed)}`);
  return latencyFigure({
    figure: `GET /api/meetings?from&to of a week of ${listed.length}, ${meetings} meetings, gzip`,
    engine,
    url,
    headers,
    warmUp: 50,
    amount: 200,
    limit: 10,
  });
}

/**
 * p50 of a calendar feed, gzipped, one request at a time: of every meeting, or of `team`'s. A user's feeds allow 120
 * requests in ten minutes (calendar-feeds/calendar-feed-routes.ts), so the warm-up and the measured requests stay
 * below that.
 */
export async function calendarFeedLatency(engine, serverUrl, authorization, meetings, { team, limit = 100 } = {}) {
  const feeds = await (await fetch(`${serverUrl}/api/calendar/feeds`, { headers: { authorization } })).json();
  const url = team ? feeds.teams[team] : feeds.all;
  const headers = { 'accept-encoding': 'gzip' };
  const events = ((await (await fetch(url, { headers })).text()).match(/^BEGIN:VEVENT\r$/gm) ?? []).length;
  if (events < (team ? 1 : meetings)) throw new Error(`${url}: ${events} events`);
  return latencyFigure({
    figure: team
      ? `Calendar feed of ${team}, ${events} of ${meetings} meetings, gzip`
      : `Calendar feed of all ${events} meetings, gzip`,
    engine,
    url,
    headers,
    warmUp: 10,
    amount: 100,
    limit,
  });
}

/**
 * p50 of `GET /api/meetings/free-slots` over 92 days of the seeded meetings, for a team and a venue, and slots of a
 * whole working day, so that the search walks every day.
 */
export async function freeSlotLatency(engine, serverUrl, authorization, meetings) {
  const query = { team: 'Team 1', venue: 'Venue 2', minutes: '600', from: '2029-03-01', to: '2029-05-31' };
  const url = `${serverUrl}/api/meetings/free-slots?${new URLSearchParams(query)}`;
  const headers = { authorization };
  const response = await fetch(url, { headers });
  const slots = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(slots)}`);
  return latencyFigure({
    figure: `Free slots over 92 days with ${meetings} meetings`,
    engine,
    url,
    headers,
    warmUp: 20,
    amount: 100,
    limit: 30,
    note: () => `${slots.length} slots of 600 minutes found`,
  });
}
