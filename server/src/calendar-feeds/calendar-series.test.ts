import { useApiTest } from '../../test/api-test';
import { expandCalendar, feedRequests, parseCalendar } from '../../test/calendar-feeds-test';
import { addMeeting, meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { bearer } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

const PUBLIC_URL = 'https://scheduler.example.org';

/** A weekly series of four across a change of the zone's clocks, and where its meetings start in UTC. */
const ACROSS_A_CHANGE = [
  {
    // Clocks go forward on Sun Mar 31 2030: 10:00 is 09:00 UTC before, 08:00 UTC after.
    timeZone: 'Europe/Berlin',
    first: on('2030-03-18', '09:00', '10:30'),
    starts: ['2030-03-18T09:00', '2030-03-25T09:00', '2030-04-01T08:00', '2030-04-08T08:00'],
  },
  {
    // Clocks go back on Sun Nov 03 2030: 09:00 is 13:00 UTC before, 14:00 UTC after.
    timeZone: 'America/New_York',
    first: on('2030-10-21', '13:00', '14:30'),
    starts: ['2030-10-21T13:00', '2030-10-28T13:00', '2030-11-04T14:00', '2030-11-11T14:00'],
  },
];

/** The other rules, each with the days its meetings fall on. */
const OTHER_RULES = [
  {
    frequency: 'biweekly',
    first: on('2030-03-18', '09:00', '10:00'),
    rule: 'FREQ=WEEKLY;INTERVAL=2;COUNT=3',
    days: ['2030-03-18', '2030-04-01', '2030-04-15'],
  },
  {
    // A fifth Tuesday skips the months without one.
    frequency: 'monthly',
    first: on('2030-04-30', '08:00', '09:00'),
    rule: 'FREQ=MONTHLY;BYDAY=5TU;COUNT=3',
    days: ['2030-04-30', '2030-07-30', '2030-10-29'],
  },
];

describe.each(testDatabaseEngines())('a series in the calendar feeds on $name', (engine) => {
  describe.each(ACROSS_A_CHANGE)('in $timeZone', ({ timeZone, first, starts }) => {
    const env = useApiTest(engine, { settings: { publicUrl: PUBLIC_URL, timeZone } });
    const places = useMeetingPlaces(env);
    const meetings = meetingRequests(() => env.app);
    const { feedsOf, fetchFeed } = feedRequests(() => env.app);

    const teamFeed = async () =>
      (await fetchFeed((await feedsOf(places.plain.token)).teams['Data Science'] ?? '')).body;
    /** Each meeting of the team as stored: where a calendar app must show it. */
    const storedMeetings = async () =>
      (
        await env.db.query<{ start: Date; end: Date }>(
          `select start_time as start, end_time as end from meetings where team_name = 'Data Science'
            order by start_time`,
        )
      ).map((row) => ({ start: row.start.toISOString(), end: row.end.toISOString() }));
    const addSeries = () =>
      addMeeting(
        env.app,
        places.chief.token,
        newMeetingPayload({ _id: 'Sync', ...first, repeat: { frequency: 'weekly', count: 4 } }),
      );

    it('holds the series as one recurring event whose every meeting keeps its wall-clock time', async () => {
      await addSeries();
      const feed = await teamFeed();
      const { events } = parseCalendar(feed);
      expect(events).toHaveLength(1);
      expect(feed).toContain(`DTSTART;TZID=${timeZone}:`);
      expect(feed).toContain('RRULE:FREQ=WEEKLY;COUNT=4');
      const shown = expandCalendar(feed);
      expect(shown.map((meeting) => meeting.start)).toEqual(starts.map((start) => `${start}:00.000Z`));
      expect(shown.map(({ start, end }) => ({ start, end }))).toEqual(await storedMeetings());
      expect(new Set(shown.map((meeting) => meeting.uid))).toEqual(new Set([events[0]?.uid]));
      expect(shown.every((meeting) => meeting.summary === 'Sync: Data Science')).toBe(true);
    });

    it('leaves out a deleted meeting (EXDATE) and shows a moved or changed one as it is now (override)', async () => {
      await addSeries();
      const [, second, third, fourth] = (
        await env.db.query<{ id: string }>('select id from meetings order by start_time')
      ).map((row) => row.id);
      const fourthEdit = (await meetings.edit(places.chief.token, fourth ?? '')).json();
      expect(
        (await meetings.update(places.chief.token, { ...fourthEdit, comments: 'Bring the chart' })).statusCode,
      ).toBe(200);
      expect((await meetings.remove(places.chief.token, second ?? '')).statusCode).toBe(200);
      const edit = (await meetings.edit(places.chief.token, third ?? '')).json();
      const later = new Date(Date.parse(edit.startTime) + 3 * 60 * 60_000);
      const moved = await meetings.update(places.chief.token, {
        ...edit,
        startTime: later.toISOString(),
        endTime: new Date(later.getTime() + 90 * 60_000).toISOString(),
      });
      expect(moved.statusCode).toBe(200);

      const feed = await teamFeed();
      expect(feed).toMatch(new RegExp(`EXDATE;TZID=${timeZone}:`));
      expect(feed).toMatch(new RegExp(`RECURRENCE-ID;TZID=${timeZone}:`));
      const shown = expandCalendar(feed);
      expect(shown.map(({ start, end }) => ({ start, end }))).toEqual(await storedMeetings());
      expect(shown.map((meeting) => meeting.start)).toEqual([
        `${starts[0]}:00.000Z`,
        later.toISOString(),
        `${starts[3]}:00.000Z`,
      ]);
      expect(shown.map((meeting) => meeting.description.split('\n')[0])).toEqual([
        'Goals, roles & dates: bring one chart!',
        'Goals, roles & dates: bring one chart!',
        'Bring the chart',
      ]);
      // Two changes and one deletion: every component of the event at the series' SEQUENCE 3.
      expect(parseCalendar(feed).events.map((event) => event.sequence)).toEqual([3, 3, 3]);
    });

    it('moves the event’s DTSTAMP and LAST-MODIFIED with the deletion of one of its meetings', async () => {
      await addSeries();
      const [added] = parseCalendar(await teamFeed()).events;
      env.clock.advanceMinutes(5);
      const deletedAt = env.clock.now();
      const [, second] = (await env.db.query<{ id: string }>('select id from meetings order by start_time')).map(
        (row) => row.id,
      );
      expect((await meetings.remove(places.chief.token, second ?? '')).statusCode).toBe(200);
      const [shortened] = parseCalendar(await teamFeed()).events;
      expect(shortened?.sequence).toBe((added?.sequence ?? 0) + 1);
      for (const stamp of [shortened?.stamp, shortened?.lastModified]) {
        // Whole seconds, as iCalendar writes them.
        expect(Date.parse(stamp ?? '')).toBeGreaterThanOrEqual(Math.floor(deletedAt / 1000) * 1000);
      }
      expect(Date.parse(added?.stamp ?? '')).toBeLessThan(Math.floor(deletedAt / 1000) * 1000);
    });

    it('downloads a meeting of a series as the whole event the feed holds', async () => {
      await addSeries();
      const download = await env.app.inject({ url: '/api/meetings/ics/Sync', headers: bearer(places.plain.token) });
      expect(download.statusCode).toBe(200);
      expect(expandCalendar(download.body)).toEqual(expandCalendar(await teamFeed()));
    });
  });

  describe.each(OTHER_RULES)('$frequency', ({ frequency, first, rule, days }) => {
    const env = useApiTest(engine, { settings: { publicUrl: PUBLIC_URL, timeZone: 'Europe/Berlin' } });
    const places = useMeetingPlaces(env);
    const { feedsOf, fetchFeed } = feedRequests(() => env.app);

    it('gives the days the series was added with', async () => {
      await addMeeting(
        env.app,
        places.chief.token,
        newMeetingPayload({ _id: 'Other', ...first, repeat: { frequency, count: 3 } }),
      );
      const feed = (await fetchFeed((await feedsOf(places.plain.token)).all)).body;
      expect(feed).toContain(`RRULE:${rule}`);
      const stored = await env.db.query<{ start: Date }>(
        'select start_time as start from meetings order by start_time',
      );
      expect(expandCalendar(feed).map((meeting) => meeting.start)).toEqual(
        stored.map((row) => row.start.toISOString()),
      );
      expect(stored.map((row) => row.start.toISOString().slice(0, 10))).toEqual(days);
    });
  });
});
