import type { Meeting } from '@scheduler/shared-domain/meeting';
import { meetingDeletedMessage } from '@scheduler/shared-domain/meeting-messages';
import { SERIES_MESSAGES } from '@scheduler/shared-domain/meeting-series';
import { FORBIDDEN_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { useApiTest } from '../../test/api-test';
import { addMeeting, meetingRequests, newMeetingPayload, useMeetingPlaces } from '../../test/meeting-test';
import { testDatabaseEngines } from '../../test/test-databases';

const ZONE = 'Europe/Warsaw';

/** A meeting's start and end as wall-clock times in ZONE: `2026-12-01T10:00+01:00`. */
const local = (meetingDate: string, from: string, to: string) => ({
  meetingDate,
  startTime: `${meetingDate}T${from}:00`,
  endTime: `${meetingDate}T${to}:00`,
});

const wallClock = (meeting: Meeting) =>
  `${meeting.meetingDate} ${new Date(meeting.startTime).toLocaleTimeString('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' })}`;

describe.each(testDatabaseEngines())('meeting series on $name', (engine) => {
  const env = useApiTest(engine, { settings: { timeZone: ZONE } });
  const people = useMeetingPlaces(env);
  const meetings = meetingRequests(() => env.app);
  const removeFollowing = (id: string) =>
    env.app.inject({
      method: 'GET',
      url: `/api/meetings/delete/${encodeURIComponent(id)}?scope=following`,
      headers: { authorization: `Bearer ${people.chief.token}` },
    });
  const listed = async (): Promise<Meeting[]> => (await meetings.list(people.chief.token)).json();
  const addSeries = (repeat: object, overrides: Record<string, unknown> = {}) =>
    meetings.add(
      people.chief.token,
      newMeetingPayload({ _id: 'Weekly', ...local('2026-12-01', '10:00', '11:00'), ...overrides, repeat }),
    );

  it('adds every meeting of a weekly series, the first with the typed id and each with the series id', async () => {
    const added = await addSeries({ frequency: 'weekly', count: 8 });

    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ _id: 'Weekly', seriesId: 'Weekly', meetingDate: '2026-12-01' });
    const all = await listed();
    expect(all.map((meeting) => meeting._id)).toEqual([
      'Weekly',
      'Weekly_2026_12_08',
      'Weekly_2026_12_15',
      'Weekly_2026_12_22',
      'Weekly_2026_12_29',
      'Weekly_2027_01_05',
      'Weekly_2027_01_12',
      'Weekly_2027_01_19',
    ]);
    expect(new Set(all.map((meeting) => meeting.seriesId))).toEqual(new Set(['Weekly']));
    expect(all.map(wallClock).every((time) => time.endsWith('10:00'))).toBe(true);
    const schedule = (await meetings.schedule(people.plain.token, 'Data Science')).json();
    expect(schedule.map((meeting: Meeting) => meeting._id)).toEqual(all.slice(0, 3).map((meeting) => meeting._id));
  });

  it('leaves a meeting added alone without a seriesId', async () => {
    const added = await addMeeting(env.app, people.chief.token, newMeetingPayload());
    expect('seriesId' in added).toBe(false);
    expect('seriesId' in ((await listed())[0] ?? {})).toBe(false);
  });

  it('keeps 10:00 local time when the clocks go back and when they go forward', async () => {
    await addSeries({ frequency: 'weekly', count: 3 }, local('2027-10-19', '10:00', '11:00'));
    await addSeries(
      { frequency: 'biweekly', until: '2027-04-13' },
      { _id: 'Reading', ...local('2027-03-16', '10:00', '11:30') },
    );

    const byId = new Map((await listed()).map((meeting) => [meeting._id, meeting]));
    expect(['Weekly', 'Weekly_2027_10_26', 'Weekly_2027_11_02'].map((id) => byId.get(id)?.startTime)).toEqual([
      '2027-10-19T08:00:00.000Z',
      '2027-10-26T08:00:00.000Z',
      '2027-11-02T09:00:00.000Z',
    ]);
    expect(['Reading', 'Reading_2027_03_30', 'Reading_2027_04_13'].map((id) => byId.get(id)?.endTime)).toEqual([
      '2027-03-16T10:30:00.000Z',
      '2027-03-30T09:30:00.000Z',
      '2027-04-13T09:30:00.000Z',
    ]);
  });

  it('adds a 02:30–03:30 series across the spring-forward night, each meeting an hour long', async () => {
    const added = await addSeries({ frequency: 'weekly', count: 2 }, local('2027-03-21', '02:30', '03:30'));

    expect(added.statusCode).toBe(201);
    expect((await listed()).map((meeting) => [meeting.startTime, meeting.endTime])).toEqual([
      ['2027-03-21T01:30:00.000Z', '2027-03-21T02:30:00.000Z'],
      // 02:30 does not exist on 2027-03-28 in Warsaw: 03:30 (+02:00) instead, for the same hour.
      ['2027-03-28T01:30:00.000Z', '2027-03-28T02:30:00.000Z'],
    ]);
  });

  it('meets monthly on the same weekday, skipping months without a fifth Tuesday', async () => {
    await addSeries(
      { frequency: 'monthly', until: '2027-02-09' },
      { _id: 'Review', ...local('2026-12-08', '10:00', '11:00') },
    );
    await addSeries(
      { frequency: 'monthly', count: 3 },
      { _id: 'Fifth', venue: 'Annex', team: 'Outreach', ...local('2026-12-29', '10:00', '11:00') },
    );

    const dates = (await listed()).map((meeting) => `${meeting._id} ${meeting.meetingDate}`);
    expect(dates).toEqual([
      'Review 2026-12-08',
      'Fifth 2026-12-29',
      'Review_2027_01_12 2027-01-12',
      'Review_2027_02_09 2027-02-09',
      'Fifth_2027_03_30 2027-03-30',
      'Fifth_2027_06_29 2027-06-29',
    ]);
  });

  it('writes nothing when one meeting clashes, and names its date', async () => {
    await addMeeting(
      env.app,
      people.chief.token,
      newMeetingPayload({
        _id: 'Blocker',
        venue: 'Main Hall',
        team: 'Outreach',
        ...local('2026-12-29', '10:30', '12:00'),
      }),
    );

    const added = await addSeries({ frequency: 'weekly', count: 8 });

    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe(
      'No meeting of the series was added. On Tue Dec 29 2026: Venue Main Hall is already booked by meeting Blocker on Tue Dec 29 2026 from 10:30 am to 12:00 pm (Europe/Warsaw).',
    );
    expect((await listed()).map((meeting) => meeting._id)).toEqual(['Blocker']);
  });

  it('names the dates and times of a clash in the zone the request names', async () => {
    await addMeeting(
      env.app,
      people.chief.token,
      newMeetingPayload({ _id: 'Blocker', team: 'Outreach', ...local('2026-12-08', '02:00', '03:00') }),
    );

    const added = await env.app.inject({
      method: 'POST',
      url: '/api/meetings/add',
      headers: { authorization: `Bearer ${people.chief.token}`, 'time-zone': 'America/New_York' },
      payload: newMeetingPayload({
        _id: 'Night',
        ...local('2026-12-01', '02:00', '03:00'),
        repeat: { frequency: 'weekly', count: 2 },
      }),
    });

    // 02:00 on Tuesday in Warsaw is 20:00 on Monday in New York.
    expect(added.json().message).toBe(
      'No meeting of the series was added. On Mon Dec 07 2026: Venue Main Hall is already booked by meeting Blocker on Mon Dec 07 2026 from 08:00 pm to 09:00 pm (America/New_York).',
    );
  });

  it('names the first five failing dates and counts the rest', async () => {
    const added = await addSeries({ frequency: 'monthly', count: 13 }, local('2030-06-04', '10:00', '11:00'));

    expect(added.statusCode).toBe(400);
    expect(added.json().message).toBe(
      'No meeting of the series was added. On Tue Jan 07 2031, Tue Feb 04 2031, Tue Mar 04 2031, Tue Apr 01 2031, Tue May 06 2031 and 1 more: Meeting Date year must be <= 2030',
    );
    expect(await listed()).toEqual([]);
  });

  it('refuses a taken id of a later meeting, naming its date', async () => {
    await addMeeting(
      env.app,
      people.chief.token,
      newMeetingPayload({ _id: 'weekly_2026_12_15', ...local('2027-01-04', '10:00', '11:00') }),
    );

    const added = await addSeries({ frequency: 'weekly', count: 3 });

    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe(
      'No meeting of the series was added. On Tue Dec 15 2026: Duplicate key error - meetings Weekly_2026_12_15 already exists',
    );
  });

  it.each([
    [{ frequency: 'weekly', until: '2030-12-31' }, SERIES_MESSAGES.tooLong],
    [{ frequency: 'weekly', until: '2026-12-01' }, SERIES_MESSAGES.untilNotAfterStart],
    [{ frequency: 'daily', count: 3 }, SERIES_MESSAGES.frequency],
    [{ frequency: 'weekly', count: 101 }, SERIES_MESSAGES.count],
  ])('refuses the repeat %j', async (repeat, message) => {
    const added = await addSeries(repeat);
    expect([added.statusCode, added.json()]).toEqual([400, { message }]);
  });

  it('lets exactly one of two clashing series succeed', async () => {
    const [first, second] = await Promise.all([
      addSeries({ frequency: 'weekly', count: 10 }),
      addSeries(
        { frequency: 'weekly', count: 10 },
        { _id: 'Rival', venue: 'Annex', ...local('2026-12-15', '10:30', '11:30') },
      ),
    ]);

    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    const ids = new Set((await listed()).map((meeting) => meeting.seriesId));
    expect(ids.size).toBe(1);
    expect((await listed()).length).toBe(10);
  });

  it('moves this and the following meetings to a new time and venue, leaving the earlier ones', async () => {
    await addSeries({ frequency: 'weekly', count: 8 });
    const fifth = (await listed())[4] as Meeting;
    env.clock.advanceMinutes(1);

    const updated = await meetings.update(people.plain.token, {
      ...fifth,
      ...local('2026-12-29', '14:00', '15:30'),
      venue: 'Annex',
      comments: 'Moved',
      scope: 'following',
    });

    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ _id: fifth._id, venue: 'Annex', comments: 'Moved' });
    const all = await listed();
    expect(all.map((meeting) => `${wallClock(meeting)} ${meeting.venue}`)).toEqual([
      '2026-12-01 10:00 Main Hall',
      '2026-12-08 10:00 Main Hall',
      '2026-12-15 10:00 Main Hall',
      '2026-12-22 10:00 Main Hall',
      '2026-12-29 14:00 Annex',
      '2027-01-05 14:00 Annex',
      '2027-01-12 14:00 Annex',
      '2027-01-19 14:00 Annex',
    ]);
    expect(
      all.slice(4).every((meeting) => meeting.comments === 'Moved' && meeting.endTime.endsWith('T14:30:00.000Z')),
    ).toBe(true);
  });

  it('moves the following meetings by as many days as the chosen one', async () => {
    await addSeries({ frequency: 'weekly', count: 4 });
    const second = (await listed())[1] as Meeting;

    const updated = await meetings.update(people.chief.token, {
      ...second,
      ...local('2026-12-15', '10:00', '11:00'),
      scope: 'following',
    });

    expect(updated.statusCode).toBe(200);
    expect((await listed()).map(wallClock)).toEqual([
      '2026-12-01 10:00',
      '2026-12-15 10:00',
      '2026-12-22 10:00',
      '2026-12-29 10:00',
    ]);
  });

  it('changes nothing when a following meeting would clash, and names its date', async () => {
    await addSeries({ frequency: 'weekly', count: 4 });
    await addMeeting(
      env.app,
      people.chief.token,
      newMeetingPayload({ _id: 'Taken', venue: 'Annex', team: 'Outreach', ...local('2026-12-22', '14:00', '15:00') }),
    );
    const before = await listed();
    const second = before[1] as Meeting;

    const updated = await meetings.update(people.chief.token, {
      ...second,
      ...local('2026-12-08', '14:00', '15:00'),
      venue: 'Annex',
      scope: 'following',
    });

    expect(updated.statusCode).toBe(409);
    expect(updated.json().message).toMatch(
      /^No meeting of the series was added\. On Tue Dec 22 2026: Venue Annex is already booked by meeting Taken/,
    );
    expect(await listed()).toEqual(before);
  });

  it('refuses a User outside the team the following meetings', async () => {
    await addSeries({ frequency: 'weekly', count: 3 });
    const first = (await listed())[0] as Meeting;
    const updated = await meetings.update(people.outsider.token, { ...first, comments: 'Mine', scope: 'following' });
    expect([updated.statusCode, updated.json()]).toEqual([403, { message: FORBIDDEN_MESSAGE }]);
  });

  it('deletes this and the following meetings of the series', async () => {
    await addSeries({ frequency: 'weekly', count: 8 });
    const fifth = (await listed())[4] as Meeting;

    const removed = await removeFollowing(fifth._id);

    expect([removed.statusCode, removed.json()]).toEqual([200, { message: meetingDeletedMessage(fifth._id, 3) }]);
    expect(removed.json().message).toBe('Meeting Weekly_2026_12_29 and 3 following meetings of its series deleted.');
    expect((await listed()).map((meeting) => meeting.meetingDate)).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
    ]);
  });

  it('deletes one meeting of a series alone by default', async () => {
    await addSeries({ frequency: 'weekly', count: 3 });
    const removed = await meetings.remove(people.chief.token, 'Weekly_2026_12_08');
    expect(removed.json()).toEqual({ message: 'Meeting Weekly_2026_12_08 deleted.' });
    expect((await listed()).map((meeting) => meeting._id)).toEqual(['Weekly', 'Weekly_2026_12_15']);
  });
});
