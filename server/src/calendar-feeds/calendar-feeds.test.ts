import { gunzipSync } from 'node:zlib';
import { useApiTest } from '../../test/api-test';
import { expandCalendar, feedRequests, offsetHours, parseCalendar } from '../../test/calendar-feeds-test';
import { addMeeting, meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { bearer } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

const PUBLIC_URL = 'https://scheduler.example.org';
const UUID = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

describe.each(testDatabaseEngines())('calendar feeds and downloads on $name', (engine) => {
  const env = useApiTest(engine, {
    settings: { publicUrl: PUBLIC_URL, timeZone: 'Europe/Warsaw' },
  });
  const places = useMeetingPlaces(env);
  const meetings = meetingRequests(() => env.app);
  const { feedsOf, fetchFeed } = feedRequests(() => env.app);

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

  it('holds in a team’s feed exactly that team’s meetings, with start, end, summary, location and UID', async () => {
    const feeds = await feedsOf(places.plain.token);
    expect(feeds.teams['Data Science']).toMatch(
      new RegExp(`^${PUBLIC_URL}/ical/[\\w-]{43}/team/Data%20Science\\.ics$`),
    );
    const response = await fetchFeed(feeds.teams['Data Science'] ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { name, events } = parseCalendar(response.body);
    expect(name).toBe('RG Data Science');
    expect(events).toEqual([
      expect.objectContaining({
        uid: UUID,
        summary: 'Kickoff: Data Science',
        location: expect.stringMatching(/^Main Hall, /),
        description: expect.stringContaining('Goals, roles & dates: bring one chart!'),
        start: '2030-05-06T10:00:00.000Z',
        end: '2030-05-06T11:00:00.000Z',
        sequence: 0,
      }),
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
    const [kickoff, outreach] = parseCalendar((await fetchFeed(feeds.all)).body).events;
    const edit = (await meetings.edit(places.chief.token, 'Kickoff')).json();
    const moved = await meetings.update(places.chief.token, { ...edit, ...on('2030-05-06', '12:00', '13:00') });
    expect(moved.statusCode).toBe(200);
    const [event] = parseCalendar((await fetchFeed(feeds.all)).body).events;
    expect(event).toMatchObject({ uid: kickoff?.uid, sequence: 1, start: '2030-05-06T12:00:00.000Z' });

    expect((await meetings.remove(places.chief.token, 'Kickoff')).statusCode).toBe(200);
    expect(parseCalendar((await fetchFeed(feeds.all)).body).events.map((e) => e.uid)).toEqual([outreach?.uid]);
  });

  it('lists a series as one recurring event, the edited meeting at its new time', async () => {
    const feeds = await feedsOf(places.plain.token);
    const series = { _id: 'Sync', ...on('2030-06-03', '09:00', '10:00'), repeat: { frequency: 'weekly', count: 3 } };
    await addMeeting(env.app, places.chief.token, newMeetingPayload(series));
    const second = (await meetings.edit(places.chief.token, 'Sync_2030_06_10')).json();
    const moved = await meetings.update(places.chief.token, { ...second, ...on('2030-06-10', '15:00', '16:00') });
    expect(moved.statusCode).toBe(200);

    const feed = (await fetchFeed(feeds.teams['Data Science'] ?? '')).body;
    const sync = expandCalendar(feed).filter((meeting) => meeting.summary.startsWith('Sync'));
    expect(sync.map(({ start, summary }) => [start, summary])).toEqual([
      ['2030-06-03T09:00:00.000Z', 'Sync: Data Science'],
      ['2030-06-10T15:00:00.000Z', 'Sync: Data Science'],
      ['2030-06-17T09:00:00.000Z', 'Sync: Data Science'],
    ]);
    expect(new Set(sync.map((meeting) => meeting.uid)).size).toBe(1);
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

  it('writes CRLF lines folded at 75 octets, the last one too, with the calendar’s method, scale and refresh hint', async () => {
    const long = 'A long comment about the agenda, the people who come and what each one brings to the table.';
    await addMeeting(
      env.app,
      places.chief.token,
      newMeetingPayload({ _id: 'Long', comments: long, ...on('2030-06-01', '09:00', '10:00') }),
    );
    const body = (await fetchFeed((await feedsOf(places.chief.token)).all)).body;
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toContain('\n');
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
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

  it('gives every feed, one without meetings too, the VTIMEZONE of TIME_ZONE', async () => {
    expect((await meetings.remove(places.chief.token, 'Kickoff')).statusCode).toBe(200);
    const response = await fetchFeed((await feedsOf(places.plain.token)).mine);
    expect(response.statusCode).toBe(200);
    const { events, timeZones } = parseCalendar(response.body);
    expect(events).toEqual([]);
    expect(timeZones.map((zone) => zone.tzid)).toEqual(['Europe/Warsaw']);
    const [warsaw] = timeZones;
    if (!warsaw) throw new Error('no VTIMEZONE');
    expect([offsetHours(warsaw, '2027-01-15T12:00:00'), offsetHours(warsaw, '2030-07-15T12:00:00')]).toEqual([1, 2]);
  });

  it('answers 304 to a repeated request until the feed changes, whether it was sent gzipped or plain', async () => {
    const { all } = await feedsOf(places.plain.token);
    const plain = await fetchFeed(all);
    const gzipped = await fetchFeed(all, { 'accept-encoding': 'gzip' });
    expect(plain.headers['cache-control']).toBe('private, max-age=300');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    // One entity tag for both bodies, so it must be weak: a strong one promises the same bytes.
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    expect(String(plain.headers.etag)).toMatch(/^W\/"[\w-]+"$/);

    const lastModified = String(plain.headers['last-modified']);
    for (const encoding of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
      for (const etag of [plain.headers.etag, gzipped.headers.etag]) {
        expect((await fetchFeed(all, { ...encoding, 'if-none-match': String(etag) })).statusCode).toBe(304);
      }
      expect((await fetchFeed(all, { ...encoding, 'if-modified-since': lastModified })).statusCode).toBe(304);
    }

    env.clock.advanceMinutes(1);
    expect((await meetings.remove(places.chief.token, 'Kickoff')).statusCode).toBe(200);
    expect((await fetchFeed(all, { 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(200);
    expect((await fetchFeed(all, { 'if-modified-since': lastModified })).statusCode).toBe(200);
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
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(parseCalendar(response.body).events).toEqual([
      expect.objectContaining({ uid: UUID, summary: 'Outreach plan: Outreach', end: '2030-05-07T15:30:00.000Z' }),
    ]);
    const missing = await env.app.inject({
      method: 'GET',
      url: '/api/meetings/ics/Nope',
      headers: bearer(places.plain.token),
    });
    expect(missing.statusCode).toBe(404);
  });
});
