import ICAL from 'ical.js';
import { useApiTest } from '../../test/api-test';
import { addMeeting, meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { bearer } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { FEED_LIMIT } from './calendar-routes';

const PUBLIC_URL = 'https://scheduler.example.org';

interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  start: string;
  end: string;
  sequence: number;
}

/** A feed read by ical.js, the parser Thunderbird uses: the calendar's name and its events. */
function parseCalendar(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      sequence: event.sequence,
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

describe.each(testDatabaseEngines())('calendar feeds and downloads on $name', (engine) => {
  const env = useApiTest(engine, { settings: { publicUrl: PUBLIC_URL } });
  const places = useMeetingPlaces(env);
  const meetings = meetingRequests(() => env.app);

  const feedsOf = async (token: string) => {
    const response = await env.app.inject({ method: 'GET', url: '/api/calendar/feeds', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      mine: string;
      all: string;
      teams: Record<string, string>;
      venues: Record<string, string>;
    };
  };
  const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
    env.app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, ''), headers });

  beforeEach(async () => {
    await addMeeting(env.app, places.chief.token, newMeetingPayload({ _id: 'Kickoff' }));
    await addMeeting(
      env.app,
      places.chief.token,
      newMeetingPayload({
        _id: 'Outreach plan',
        team: 'Outreach',
        venue: 'Annex',
        ...on('2030-05-07', '14:00', '15:30'),
      }),
    );
  });

  it('answers absolute feed URLs under PUBLIC_URL, one per team and venue', async () => {
    const feeds = await feedsOf(places.plain.token);
    const base = expect.stringMatching(new RegExp(`^${PUBLIC_URL}/ical/[\\w-]{43}/`));
    expect(feeds).toEqual({
      mine: base,
      all: base,
      teams: { 'Data Science': base, Outreach: base },
      venues: { Annex: base, 'Main Hall': base },
    });
    expect(feeds.teams['Data Science']).toMatch(/\/team\/Data%20Science\.ics$/);
    expect(await feedsOf(places.plain.token)).toEqual(feeds);
    expect((await feedsOf(places.outsider.token)).mine).not.toBe(feeds.mine);
  });

  it('holds in a team’s feed exactly that team’s meetings, with start, end, summary, location and UID', async () => {
    const feeds = await feedsOf(places.plain.token);
    const response = await fetchFeed(feeds.teams['Data Science'] ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { name, events } = parseCalendar(response.body);
    expect(name).toBe('RG Data Science');
    expect(events).toEqual([
      {
        uid: 'Kickoff@scheduler.example.org',
        summary: 'Kickoff: Data Science',
        location: expect.stringMatching(/^Main Hall, /),
        description: expect.stringContaining('Goals, roles & dates: bring one chart!'),
        start: '2030-05-06T10:00:00.000Z',
        end: '2030-05-06T11:00:00.000Z',
        sequence: 0,
      },
    ]);
  });

  it('gives each user the meetings of the teams they lead or belong to, and everyone all of them', async () => {
    const summaries = async (url: string) => parseCalendar((await fetchFeed(url)).body).events.map((e) => e.summary);
    expect(await summaries((await feedsOf(places.outsider.token)).mine)).toEqual(['Outreach plan: Outreach']);
    expect(await summaries((await feedsOf(places.plain.token)).mine)).toEqual(['Kickoff: Data Science']);
    expect(await summaries((await feedsOf(places.chief.token)).mine)).toHaveLength(2);
    expect(await summaries((await feedsOf(places.plain.token)).all)).toEqual([
      'Kickoff: Data Science',
      'Outreach plan: Outreach',
    ]);
    expect(await summaries((await feedsOf(places.plain.token)).venues.Annex ?? '')).toEqual([
      'Outreach plan: Outreach',
    ]);
  });

  it('keeps a moved meeting’s UID with a higher SEQUENCE, and drops a deleted one', async () => {
    const feeds = await feedsOf(places.plain.token);
    const edit = (await meetings.edit(places.chief.token, 'Kickoff')).json();
    const moved = await meetings.update(places.chief.token, { ...edit, ...on('2030-05-06', '12:00', '13:00') });
    expect(moved.statusCode).toBe(200);
    const [event] = parseCalendar((await fetchFeed(feeds.all)).body).events;
    expect(event).toMatchObject({
      uid: 'Kickoff@scheduler.example.org',
      sequence: 1,
      start: '2030-05-06T12:00:00.000Z',
    });

    expect((await meetings.remove(places.chief.token, 'Kickoff')).statusCode).toBe(200);
    expect(parseCalendar((await fetchFeed(feeds.all)).body).events.map((e) => e.uid)).toEqual([
      'Outreach%20plan@scheduler.example.org',
    ]);
  });

  it('lists each meeting of a series as its own event, the edited one at its new time', async () => {
    const feeds = await feedsOf(places.plain.token);
    const series = { _id: 'Sync', ...on('2030-06-03', '09:00', '10:00'), repeat: { frequency: 'weekly', count: 3 } };
    await addMeeting(env.app, places.chief.token, newMeetingPayload(series));
    const second = (await meetings.edit(places.chief.token, 'Sync_2030_06_10')).json();
    const moved = await meetings.update(places.chief.token, { ...second, ...on('2030-06-10', '15:00', '16:00') });
    expect(moved.statusCode).toBe(200);

    const events = parseCalendar((await fetchFeed(feeds.teams['Data Science'] ?? '')).body).events;
    expect(events.filter((event) => event.uid.startsWith('Sync'))).toEqual([
      expect.objectContaining({ uid: 'Sync@scheduler.example.org', start: '2030-06-03T09:00:00.000Z', sequence: 0 }),
      expect.objectContaining({
        uid: 'Sync_2030_06_10@scheduler.example.org',
        start: '2030-06-10T15:00:00.000Z',
        sequence: 1,
      }),
      expect.objectContaining({
        uid: 'Sync_2030_06_17@scheduler.example.org',
        start: '2030-06-17T09:00:00.000Z',
        sequence: 0,
      }),
    ]);
  });

  it('answers 404 without a hint for a wrong token, a reset one, or a deactivated user', async () => {
    const before = await feedsOf(places.plain.token);
    const wrongToken = before.all.replace(/\/ical\/[\w-]+\//, `/ical/${'A'.repeat(43)}/`);
    for (const url of [wrongToken, `${PUBLIC_URL}/ical/x/all.ics`, before.all.replace('all.ics', 'nobody.ics')]) {
      const response = await fetchFeed(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The page you are looking for was not found!' });
    }

    const reset = await env.app.inject({
      method: 'POST',
      url: '/api/calendar/feeds/reset',
      headers: bearer(places.plain.token),
    });
    expect(reset.statusCode).toBe(200);
    expect((await fetchFeed(before.all)).statusCode).toBe(404);
    const after = reset.json() as { all: string };
    expect(after.all).not.toBe(before.all);
    expect((await fetchFeed(after.all)).statusCode).toBe(200);

    await env.db.query(`update users set in_active = true where username = 'plain'`);
    expect((await fetchFeed(after.all)).statusCode).toBe(404);
  });

  it('holds the meetings that started up to 60 days ago, and no older ones', async () => {
    const insertPast = (id: string, start: string) =>
      env.db.query(
        `insert into meetings (id, team_name, venue_name, start_time, end_time, comments, updated_date)
         values ($1, 'Data Science', 'Main Hall', $2::timestamptz, $2::timestamptz + interval '1 hour', '', $2)`,
        [id, start],
      );
    await insertPast('Old review', '2026-09-22T10:00:00Z');
    await insertPast('Recent review', '2026-09-24T10:00:00Z');
    const events = parseCalendar((await fetchFeed((await feedsOf(places.plain.token)).mine)).body).events;
    expect(events.map((event) => event.summary)).toEqual(['Recent review: Data Science', 'Kickoff: Data Science']);
  });

  it('writes CRLF lines folded at 75 octets, with the calendar’s method, scale and refresh hint', async () => {
    const long = 'A long comment about the agenda, the people who come and what each one brings to the table.';
    await addMeeting(
      env.app,
      places.chief.token,
      newMeetingPayload({ _id: 'Long', comments: long, ...on('2030-06-01', '09:00', '10:00') }),
    );
    const body = (await fetchFeed((await feedsOf(places.chief.token)).all)).body;
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of [
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
    ]) {
      expect(body.split('\r\n')).toContain(line);
    }
    expect(parseCalendar(body).events.find((event) => event.summary === 'Long: Data Science')?.description).toContain(
      long,
    );
  });

  it('answers 304 to a repeated request until the feed changes', async () => {
    const { all } = await feedsOf(places.plain.token);
    const first = await fetchFeed(all);
    expect(first.headers['cache-control']).toBe('private, max-age=300');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect((await fetchFeed(all, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await fetchFeed(all, { 'if-modified-since': lastModified })).statusCode).toBe(304);

    env.clock.advanceMinutes(1);
    expect((await meetings.remove(places.chief.token, 'Kickoff')).statusCode).toBe(200);
    expect((await fetchFeed(all, { 'if-none-match': etag })).statusCode).toBe(200);
    expect((await fetchFeed(all, { 'if-modified-since': lastModified })).statusCode).toBe(200);
  });

  it('limits the requests of one token', async () => {
    const { mine } = await feedsOf(places.outsider.token);
    for (let count = 0; count < FEED_LIMIT.hits; count++) expect((await fetchFeed(mine)).statusCode).toBe(200);
    const refused = await fetchFeed(mine);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
  });

  it('downloads one meeting as <id>.ics to a signed-in user only', async () => {
    const url = `/api/meetings/ics/${encodeURIComponent('Outreach plan')}`;
    expect((await env.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const response = await env.app.inject({ method: 'GET', url, headers: bearer(places.plain.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Outreach plan.ics"; filename*=UTF-8''Outreach%20plan.ics`,
    );
    expect(parseCalendar(response.body).events).toEqual([
      expect.objectContaining({ uid: 'Outreach%20plan@scheduler.example.org', end: '2030-05-07T15:30:00.000Z' }),
    ]);
    const missing = await env.app.inject({
      method: 'GET',
      url: '/api/meetings/ics/Nope',
      headers: bearer(places.plain.token),
    });
    expect(missing.statusCode).toBe(404);
  });
});
